/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Site_Footer_GeneralInputs */
/** @typedef {{}} Site_Footer_FeaturesInputs */
/** @typedef {{}} Site_Footer_General_LabelInputs */
/** @typedef {{}} Site_Footer_Features_LabelInputs */
/** @typedef {{}} Site_Footer_PrivacyInputs */
/** @typedef {{ year: NonNullable<unknown>, siteName: NonNullable<unknown> }} Site_Footer_CopyrightInputs */
/** @typedef {{}} Family_Stories_Heard_LabelInputs */
/** @typedef {{ count: NonNullable<unknown>, titles: NonNullable<unknown> }} Family_Stories_Heard_ListInputs */
/** @typedef {{}} Family_Stories_NoneInputs */
/** @typedef {{}} Stories_Nav_LinkInputs */
/** @typedef {{}} Stories_Page_TitleInputs */
/** @typedef {{}} Stories_Page_DescriptionInputs */
/** @typedef {{}} Stories_HeadingInputs */
/** @typedef {{}} Stories_LeadInputs */
/** @typedef {{}} Stories_Old_TestamentInputs */
/** @typedef {{}} Stories_New_TestamentInputs */
/** @typedef {{ number: NonNullable<unknown> }} Stories_Story_NumberInputs */
/** @typedef {{}} Stories_Heard_MarkInputs */
/** @typedef {{}} Stories_Next_MarkInputs */
/** @typedef {{ count: NonNullable<unknown>, total: NonNullable<unknown> }} Stories_Progress_CountInputs */
/** @typedef {{}} Stories_Badges_HeadingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Stories_Badge_AtInputs */
/** @typedef {{}} Stories_Badge_EarnedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Stories_Badge_NextInputs */
/** @typedef {{}} Stories_Badges_AllInputs */
/** @typedef {{}} Stories_Sign_In_For_StarsInputs */
/** @typedef {{}} Stories_Sign_In_LinkInputs */
/** @typedef {{}} Stories_Keep_HeadingInputs */
/** @typedef {{}} Stories_Keep_TextInputs */
/** @typedef {{}} Stories_Keep_ButtonInputs */
/** @typedef {{ done: NonNullable<unknown>, total: NonNullable<unknown> }} Stories_Keep_SavingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Stories_Keep_DoneInputs */
/** @typedef {{}} Stories_Keep_FailedInputs */
/** @typedef {{}} Stories_Breadcrumb_LabelInputs */
/** @typedef {{}} Stories_From_The_BibleInputs */
/** @typedef {{}} Stories_Questions_HeadingInputs */
/** @typedef {{}} Stories_Questions_IntroInputs */
/** @typedef {{}} Stories_Questions_StartInputs */
/** @typedef {{}} Stories_Questions_LoadingInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown> }} Stories_Question_OfInputs */
/** @typedef {{}} Stories_Answer_RightInputs */
/** @typedef {{ answer: NonNullable<unknown> }} Stories_Answer_WrongInputs */
/** @typedef {{}} Stories_Next_QuestionInputs */
/** @typedef {{ right: NonNullable<unknown>, total: NonNullable<unknown> }} Stories_Questions_DoneInputs */
/** @typedef {{}} Stories_Questions_AgainInputs */
/** @typedef {{}} Stories_Heard_HeadingInputs */
/** @typedef {{}} Stories_Heard_ButtonInputs */
/** @typedef {{}} Stories_Heard_SavingInputs */
/** @typedef {{}} Stories_Heard_StarInputs */
/** @typedef {{}} Stories_Heard_AlreadyInputs */
/** @typedef {{}} Stories_Heard_FailedInputs */
/** @typedef {{}} Stories_Heard_SwitchedInputs */
/** @typedef {{}} Stories_Heard_OfflineInputs */
/** @typedef {{}} Stories_More_LabelInputs */
/** @typedef {{}} Stories_PreviousInputs */
/** @typedef {{}} Stories_NextInputs */
/** @typedef {{}} Stories_Back_To_PathInputs */
/** @typedef {{ groupName: NonNullable<unknown>, siteName: NonNullable<unknown> }} Groups_Mail_Note_SubjectInputs */
/** @typedef {{ groupName: NonNullable<unknown> }} Groups_Mail_Note_HeadingInputs */
/** @typedef {{ groupName: NonNullable<unknown> }} Groups_Mail_Note_IntroInputs */
/** @typedef {{ title: NonNullable<unknown>, link: NonNullable<unknown> }} Groups_Mail_Note_AssignmentInputs */
/** @typedef {{}} Groups_Mail_Note_No_ReplyInputs */
/** @typedef {{ link: NonNullable<unknown> }} Groups_Mail_Note_UnsubscribeInputs */
/** @typedef {{}} Groups_Mail_Note_ButtonInputs */
/** @typedef {{ groupName: NonNullable<unknown> }} Groups_Mail_Invite_SubjectInputs */
/** @typedef {{}} Groups_Mail_Invite_HeadingInputs */
/** @typedef {{ inviter: NonNullable<unknown>, groupName: NonNullable<unknown>, siteName: NonNullable<unknown> }} Groups_Mail_Invite_IntroInputs */
/** @typedef {{}} Groups_Mail_Invite_HintInputs */
/** @typedef {{}} Groups_Mail_Invite_ButtonInputs */
/** @typedef {{}} Groups_Notice_Unsubscribed_TitleInputs */
/** @typedef {{}} Groups_Notice_Unsubscribed_TextInputs */
/** @typedef {{}} Groups_Notice_Link_Unknown_TitleInputs */
/** @typedef {{}} Groups_Notice_Link_Unknown_TextInputs */
/** @typedef {{ groupName: NonNullable<unknown>, siteName: NonNullable<unknown> }} Groups_Mail_Invite_Intro_UnnamedInputs */
/** @typedef {{}} Groups_ErrorInputs */
/** @typedef {{}} Groups_LoadingInputs */
/** @typedef {{}} Groups_Co_Leader_WelcomeInputs */
/** @typedef {{}} Groups_CreatedInputs */
/** @typedef {{ code: NonNullable<unknown> }} Groups_Code_IsInputs */
/** @typedef {{}} Groups_My_GroupsInputs */
/** @typedef {{}} Groups_None_YetInputs */
/** @typedef {{ count: NonNullable<unknown> }} Groups_Member_CountInputs */
/** @typedef {{}} Groups_Role_LeaderInputs */
/** @typedef {{}} Groups_Role_Co_LeaderInputs */
/** @typedef {{}} Groups_New_GroupInputs */
/** @typedef {{}} Groups_New_Group_HintInputs */
/** @typedef {{}} Groups_Name_LabelInputs */
/** @typedef {{}} Groups_CreateInputs */
/** @typedef {{}} Groups_Not_FoundInputs */
/** @typedef {{}} Groups_BackInputs */
/** @typedef {{}} Groups_All_GroupsInputs */
/** @typedef {{}} Groups_Code_LabelInputs */
/** @typedef {{}} Groups_Code_HintInputs */
/** @typedef {{}} Groups_Print_InvitationInputs */
/** @typedef {{}} Groups_New_CodeInputs */
/** @typedef {{}} Groups_New_Code_ConfirmInputs */
/** @typedef {{}} Groups_New_Code_DoneInputs */
/** @typedef {{}} Groups_Week_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Groups_Week_TotalInputs */
/** @typedef {{ count: NonNullable<unknown> }} Groups_Week_StoriesInputs */
/** @typedef {{}} Groups_Goal_LabelInputs */
/** @typedef {{ count: NonNullable<unknown>, goal: NonNullable<unknown> }} Groups_Goal_ProgressInputs */
/** @typedef {{}} Groups_Members_TitleInputs */
/** @typedef {{}} Groups_Members_HintInputs */
/** @typedef {{}} Groups_No_MembersInputs */
/** @typedef {{}} Groups_States_CaptionInputs */
/** @typedef {{}} Groups_MemberInputs */
/** @typedef {{ day: NonNullable<unknown> }} Groups_DueInputs */
/** @typedef {{}} Groups_Remove_Member_ColumnInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Remove_MemberInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Remove_Member_ConfirmInputs */
/** @typedef {{}} Groups_RemovedInputs */
/** @typedef {{}} Groups_State_DoneInputs */
/** @typedef {{}} Groups_State_StartedInputs */
/** @typedef {{}} Groups_State_Not_StartedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Groups_State_StarsInputs */
/** @typedef {{}} Groups_Assignment_AddedInputs */
/** @typedef {{}} Groups_Note_PostedInputs */
/** @typedef {{}} Groups_Invite_SentInputs */
/** @typedef {{}} Groups_Handed_OverInputs */
/** @typedef {{}} Groups_DeletedInputs */
/** @typedef {{}} Groups_Kind_StoryInputs */
/** @typedef {{}} Groups_Kind_ChaptersInputs */
/** @typedef {{}} Groups_Kind_PlanInputs */
/** @typedef {{}} Groups_Kind_VerseInputs */
/** @typedef {{}} Groups_Kind_GameInputs */
/** @typedef {{}} Groups_Assign_TitleInputs */
/** @typedef {{}} Groups_Assign_KindInputs */
/** @typedef {{}} Groups_Assign_WhatInputs */
/** @typedef {{}} Groups_Assign_ChaptersInputs */
/** @typedef {{}} Groups_Assign_Chapters_HintInputs */
/** @typedef {{}} Groups_Assign_DueInputs */
/** @typedef {{}} Groups_Assign_ButtonInputs */
/** @typedef {{}} Groups_Note_TitleInputs */
/** @typedef {{}} Groups_Note_HintInputs */
/** @typedef {{}} Groups_Note_LabelInputs */
/** @typedef {{}} Groups_Note_PlaceholderInputs */
/** @typedef {{}} Groups_Note_AssignmentInputs */
/** @typedef {{}} Groups_Note_No_AssignmentInputs */
/** @typedef {{}} Groups_Note_SendInputs */
/** @typedef {{}} Groups_Leaders_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Hand_OverInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Hand_Over_ConfirmInputs */
/** @typedef {{}} Groups_Invite_LabelInputs */
/** @typedef {{}} Groups_Invite_ButtonInputs */
/** @typedef {{}} Groups_DeleteInputs */
/** @typedef {{}} Groups_Delete_ConfirmInputs */
/** @typedef {{}} Groups_Page_TitleInputs */
/** @typedef {{}} Groups_Page_DescriptionInputs */
/** @typedef {{}} Groups_Page_LeadInputs */
/** @typedef {{}} Groups_Invitation_TitleInputs */
/** @typedef {{}} Groups_Invitation_DescriptionInputs */
/** @typedef {{}} Groups_Invitation_IntroInputs */
/** @typedef {{}} Groups_Invitation_Qr_AltInputs */
/** @typedef {{}} Groups_Invitation_Step1Inputs */
/** @typedef {{}} Groups_Invitation_Step2Inputs */
/** @typedef {{}} Groups_Invitation_Step3Inputs */
/** @typedef {{}} Groups_PrintInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_JoinedInputs */
/** @typedef {{ name: NonNullable<unknown>, group: NonNullable<unknown> }} Groups_Leave_ConfirmInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_LeftInputs */
/** @typedef {{}} Groups_Family_TitleInputs */
/** @typedef {{}} Groups_Family_HintInputs */
/** @typedef {{ name: NonNullable<unknown>, group: NonNullable<unknown>, leader: NonNullable<unknown> }} Groups_MembershipInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_LeaveInputs */
/** @typedef {{}} Groups_Family_No_ChildrenInputs */
/** @typedef {{ leader: NonNullable<unknown> }} Groups_Preview_LeaderInputs */
/** @typedef {{}} Groups_Preview_SeesInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Preview_Sees_DetailInputs */
/** @typedef {{}} Groups_Preview_NeverInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Join_ConfirmInputs */
/** @typedef {{}} Groups_CancelInputs */
/** @typedef {{}} Groups_Join_ChildInputs */
/** @typedef {{}} Groups_Join_CodeInputs */
/** @typedef {{}} Groups_Join_CheckInputs */
/** @typedef {{}} Groups_Notes_TitleInputs */
/** @typedef {{}} Groups_Note_Mail_LabelInputs */
/** @typedef {{}} Groups_Notes_NoneInputs */
/** @typedef {{}} Groups_From_Class_TitleInputs */
/** @typedef {{}} Groups_Privacy_NameInputs */
/** @typedef {{}} Groups_Privacy_LeaderInputs */
/** @typedef {{}} Groups_Goal_FieldInputs */
/** @typedef {{}} Groups_Goal_SaveInputs */
/** @typedef {{}} Groups_Goal_SavedInputs */
/** @typedef {{}} Groups_Join_OpenInputs */
import * as registry from "../registry.js"


export const site_footer_general = /** @type {(inputs: Site_Footer_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General`)
};

export const site_footer_features = /** @type {(inputs: Site_Footer_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Features`)
};

export const site_footer_general_label = /** @type {(inputs: Site_Footer_General_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Footer: general`)
};

export const site_footer_features_label = /** @type {(inputs: Site_Footer_Features_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Footer: features`)
};

export const site_footer_privacy = /** @type {(inputs: Site_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy`)
};

export const site_footer_copyright = /** @type {(inputs: Site_Footer_CopyrightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} ${i?.siteName}`)
};

export const family_stories_heard_label = /** @type {(inputs: Family_Stories_Heard_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible stories heard:`)
};

export const family_stories_heard_list = /** @type {(inputs: Family_Stories_Heard_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} (${i?.titles})`)
};

export const family_stories_none = /** @type {(inputs: Family_Stories_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none yet`)
};

export const stories_nav_link = /** @type {(inputs: Stories_Nav_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Stories`)
};

export const stories_page_title = /** @type {(inputs: Stories_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Stories`)
};

export const stories_page_description = /** @type {(inputs: Stories_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short Bible stories for children aged 4 to 8, from Creation to Paul's journeys: listen, answer three questions and earn a star.`)
};

export const stories_heading = /** @type {(inputs: Stories_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Stories`)
};

export const stories_lead = /** @type {(inputs: Stories_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walk the story path through the whole Bible, from Creation to Paul's journeys. Hear a story, answer three questions, and earn a star!`)
};

export const stories_old_testament = /** @type {(inputs: Stories_Old_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Old Testament`)
};

export const stories_new_testament = /** @type {(inputs: Stories_New_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Testament`)
};

export const stories_story_number = /** @type {(inputs: Stories_Story_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Story ${i?.number}`)
};

export const stories_heard_mark = /** @type {(inputs: Stories_Heard_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You heard this story`)
};

export const stories_next_mark = /** @type {(inputs: Stories_Next_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next story to hear`)
};

export const stories_progress_count = /** @type {(inputs: Stories_Progress_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stories heard: ${i?.count} of ${i?.total}`)
};

export const stories_badges_heading = /** @type {(inputs: Stories_Badges_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Story badges`)
};

export const stories_badge_at = /** @type {(inputs: Stories_Badge_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} stories`)
};

export const stories_badge_earned = /** @type {(inputs: Stories_Badge_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`earned`)
};

export const stories_badge_next = /** @type {(inputs: Stories_Badge_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your next badge comes at ${i?.count} stories heard.`)
};

export const stories_badges_all = /** @type {(inputs: Stories_Badges_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have every story badge. Well done!`)
};

export const stories_sign_in_for_stars = /** @type {(inputs: Stories_Sign_In_For_StarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to keep your stars and see which story comes next.`)
};

export const stories_sign_in_link = /** @type {(inputs: Stories_Sign_In_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const stories_keep_heading = /** @type {(inputs: Stories_Keep_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep all stories for offline`)
};

export const stories_keep_text = /** @type {(inputs: Stories_Keep_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save every story and its picture on this device, to read them without a connection.`)
};

export const stories_keep_button = /** @type {(inputs: Stories_Keep_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep all stories for offline`)
};

export const stories_keep_saving = /** @type {(inputs: Stories_Keep_SavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keeping story ${i?.done} of ${i?.total}…`)
};

export const stories_keep_done = /** @type {(inputs: Stories_Keep_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kept for offline: ${i?.count} stories.`)
};

export const stories_keep_failed = /** @type {(inputs: Stories_Keep_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The stories could not be kept for offline. Check the connection and try again.`)
};

export const stories_breadcrumb_label = /** @type {(inputs: Stories_Breadcrumb_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breadcrumb`)
};

export const stories_from_the_bible = /** @type {(inputs: Stories_From_The_BibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From the Bible`)
};

export const stories_questions_heading = /** @type {(inputs: Stories_Questions_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions`)
};

export const stories_questions_intro = /** @type {(inputs: Stories_Questions_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Three questions about the story. Can you answer them?`)
};

export const stories_questions_start = /** @type {(inputs: Stories_Questions_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer the questions`)
};

export const stories_questions_loading = /** @type {(inputs: Stories_Questions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Getting the questions ready…`)
};

export const stories_question_of = /** @type {(inputs: Stories_Question_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Question ${i?.number} of ${i?.total}`)
};

export const stories_answer_right = /** @type {(inputs: Stories_Answer_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That's right!`)
};

export const stories_answer_wrong = /** @type {(inputs: Stories_Answer_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Good try! The answer is: ${i?.answer}`)
};

export const stories_next_question = /** @type {(inputs: Stories_Next_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next question`)
};

export const stories_questions_done = /** @type {(inputs: Stories_Questions_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You got ${i?.right} of ${i?.total} right!`)
};

export const stories_questions_again = /** @type {(inputs: Stories_Questions_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer them again`)
};

export const stories_heard_heading = /** @type {(inputs: Stories_Heard_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Did you hear the story?`)
};

export const stories_heard_button = /** @type {(inputs: Stories_Heard_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I heard this story`)
};

export const stories_heard_saving = /** @type {(inputs: Stories_Heard_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving your star…`)
};

export const stories_heard_star = /** @type {(inputs: Stories_Heard_StarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You earned a star for this story!`)
};

export const stories_heard_already = /** @type {(inputs: Stories_Heard_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have a star for this story.`)
};

export const stories_heard_failed = /** @type {(inputs: Stories_Heard_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your star could not be saved. Please try again in a moment.`)
};

export const stories_heard_switched = /** @type {(inputs: Stories_Heard_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone else is learning now. Reload the page to earn a star for them.`)
};

export const stories_heard_offline = /** @type {(inputs: Stories_Heard_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Press the button again when you are back online.`)
};

export const stories_more_label = /** @type {(inputs: Stories_More_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More stories`)
};

export const stories_previous = /** @type {(inputs: Stories_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous story`)
};

export const stories_next = /** @type {(inputs: Stories_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next story`)
};

export const stories_back_to_path = /** @type {(inputs: Stories_Back_To_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the story path`)
};

export const groups_mail_note_subject = /** @type {(inputs: Groups_Mail_Note_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This week in ${i?.groupName} (${i?.siteName})`)
};

export const groups_mail_note_heading = /** @type {(inputs: Groups_Mail_Note_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This week in ${i?.groupName}`)
};

export const groups_mail_note_intro = /** @type {(inputs: Groups_Mail_Note_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Here is this week's note from ${i?.groupName}:`)
};

export const groups_mail_note_assignment = /** @type {(inputs: Groups_Mail_Note_AssignmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For this week: ${i?.title} (${i?.link})`)
};

export const groups_mail_note_no_reply = /** @type {(inputs: Groups_Mail_Note_No_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To answer the leader, please use your own way of reaching them: this site shares no addresses.`)
};

export const groups_mail_note_unsubscribe = /** @type {(inputs: Groups_Mail_Note_UnsubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To stop these e-mails, open this link (no sign-in needed): ${i?.link}`)
};

export const groups_mail_note_button = /** @type {(inputs: Groups_Mail_Note_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the Family page`)
};

export const groups_mail_invite_subject = /** @type {(inputs: Groups_Mail_Invite_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are invited to help lead ${i?.groupName}`)
};

export const groups_mail_invite_heading = /** @type {(inputs: Groups_Mail_Invite_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help lead a class`)
};

export const groups_mail_invite_intro = /** @type {(inputs: Groups_Mail_Invite_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} invited you to help lead the group ${i?.groupName} on ${i?.siteName}.`)
};

export const groups_mail_invite_hint = /** @type {(inputs: Groups_Mail_Invite_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with this e-mail address, then open the link within a week. If you do not know this group, ignore this e-mail.`)
};

export const groups_mail_invite_button = /** @type {(inputs: Groups_Mail_Invite_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a co-leader`)
};

export const groups_notice_unsubscribed_title = /** @type {(inputs: Groups_Notice_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribed`)
};

export const groups_notice_unsubscribed_text = /** @type {(inputs: Groups_Notice_Unsubscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will get no more take-home notes by e-mail. You can still read them, and turn the e-mails on again, on the Family page.`)
};

export const groups_notice_link_unknown_title = /** @type {(inputs: Groups_Notice_Link_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing changed`)
};

export const groups_notice_link_unknown_text = /** @type {(inputs: Groups_Notice_Link_Unknown_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That unsubscribe link is not one of ours, so nothing was changed. Sign in and turn the notes' e-mails off on the Family page.`)
};

export const groups_mail_invite_intro_unnamed = /** @type {(inputs: Groups_Mail_Invite_Intro_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The leader of ${i?.groupName} invited you to help lead it on ${i?.siteName}.`)
};

export const groups_error = /** @type {(inputs: Groups_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const groups_loading = /** @type {(inputs: Groups_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading...`)
};

export const groups_co_leader_welcome = /** @type {(inputs: Groups_Co_Leader_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are now a co-leader of this group`)
};

export const groups_created = /** @type {(inputs: Groups_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group created`)
};

export const groups_code_is = /** @type {(inputs: Groups_Code_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Its join code is ${i?.code}.`)
};

export const groups_my_groups = /** @type {(inputs: Groups_My_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My groups`)
};

export const groups_none_yet = /** @type {(inputs: Groups_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You lead no group yet. Start one below for your class.`)
};

export const groups_member_count = /** @type {(inputs: Groups_Member_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} child`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} children`);
	return /** @type {LocalizedString} */ ("groups_member_count");
};

export const groups_role_leader = /** @type {(inputs: Groups_Role_LeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leader`)
};

export const groups_role_co_leader = /** @type {(inputs: Groups_Role_Co_LeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Co-leader`)
};

export const groups_new_group = /** @type {(inputs: Groups_New_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start a group`)
};

export const groups_new_group_hint = /** @type {(inputs: Groups_New_Group_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A group is your class: a Sunday school room, a midweek club, a co-op. Parents join their children with the group's code.`)
};

export const groups_name_label = /** @type {(inputs: Groups_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group's name (for example "Room 3, Sunday 9:30")`)
};

export const groups_create = /** @type {(inputs: Groups_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create the group`)
};

export const groups_not_found = /** @type {(inputs: Groups_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This group was not found, or you do not lead it.`)
};

export const groups_back = /** @type {(inputs: Groups_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to my groups`)
};

export const groups_all_groups = /** @type {(inputs: Groups_All_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All my groups`)
};

export const groups_code_label = /** @type {(inputs: Groups_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join code:`)
};

export const groups_code_hint = /** @type {(inputs: Groups_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parents enter this code on their Family page to join a child. Print the invitation to hand it out.`)
};

export const groups_print_invitation = /** @type {(inputs: Groups_Print_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print the invitation`)
};

export const groups_new_code = /** @type {(inputs: Groups_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make a new code`)
};

export const groups_new_code_confirm = /** @type {(inputs: Groups_New_Code_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make a new code? The old code will stop working at once (children already in the group stay).`)
};

export const groups_new_code_done = /** @type {(inputs: Groups_New_Code_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New code made`)
};

export const groups_week_title = /** @type {(inputs: Groups_Week_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week`)
};

export const groups_week_total = /** @type {(inputs: Groups_Week_TotalInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Our class did ${i?.count} assignment this week.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Our class did ${i?.count} assignments this week.`);
	return /** @type {LocalizedString} */ ("groups_week_total");
};

export const groups_week_stories = /** @type {(inputs: Groups_Week_StoriesInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`We heard ${i?.count} story.`);
	if (n === "other") return /** @type {LocalizedString} */ (`We heard ${i?.count} stories.`);
	return /** @type {LocalizedString} */ ("groups_week_stories");
};

export const groups_goal_label = /** @type {(inputs: Groups_Goal_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The class's goal for the week`)
};

export const groups_goal_progress = /** @type {(inputs: Groups_Goal_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} of our goal of ${i?.goal}`)
};

export const groups_members_title = /** @type {(inputs: Groups_Members_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Children and assignments`)
};

export const groups_members_hint = /** @type {(inputs: Groups_Members_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You see each child by the nickname and picture the parent chose, and only how far they are with this group's assignments.`)
};

export const groups_no_members = /** @type {(inputs: Groups_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No child has joined yet. Hand out the invitation with the code.`)
};

export const groups_states_caption = /** @type {(inputs: Groups_States_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each child's state on each assignment`)
};

export const groups_member = /** @type {(inputs: Groups_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Child`)
};

export const groups_due = /** @type {(inputs: Groups_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by ${i?.day}`)
};

export const groups_remove_member_column = /** @type {(inputs: Groups_Remove_Member_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const groups_remove_member = /** @type {(inputs: Groups_Remove_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}`)
};

export const groups_remove_member_confirm = /** @type {(inputs: Groups_Remove_Member_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Take ${i?.name} out of this group?`)
};

export const groups_removed = /** @type {(inputs: Groups_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed from the group`)
};

export const groups_state_done = /** @type {(inputs: Groups_State_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

export const groups_state_started = /** @type {(inputs: Groups_State_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Started`)
};

export const groups_state_not_started = /** @type {(inputs: Groups_State_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not started`)
};

export const groups_state_stars = /** @type {(inputs: Groups_State_StarsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`· ${i?.count} star`);
	if (n === "other") return /** @type {LocalizedString} */ (`· ${i?.count} stars`);
	return /** @type {LocalizedString} */ ("groups_state_stars");
};

export const groups_assignment_added = /** @type {(inputs: Groups_Assignment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assignment given`)
};

export const groups_note_posted = /** @type {(inputs: Groups_Note_PostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note sent to the families`)
};

export const groups_invite_sent = /** @type {(inputs: Groups_Invite_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If that address can sign in here, an invitation is on its way.`)
};

export const groups_handed_over = /** @type {(inputs: Groups_Handed_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group was handed over`)
};

export const groups_deleted = /** @type {(inputs: Groups_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group deleted`)
};

export const groups_kind_story = /** @type {(inputs: Groups_Kind_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Bible story`)
};

export const groups_kind_chapters = /** @type {(inputs: Groups_Kind_ChaptersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible chapters`)
};

export const groups_kind_plan = /** @type {(inputs: Groups_Kind_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A reading plan`)
};

export const groups_kind_verse = /** @type {(inputs: Groups_Kind_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A memory verse`)
};

export const groups_kind_game = /** @type {(inputs: Groups_Kind_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A game`)
};

export const groups_assign_title = /** @type {(inputs: Groups_Assign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give an assignment`)
};

export const groups_assign_kind = /** @type {(inputs: Groups_Assign_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What kind`)
};

export const groups_assign_what = /** @type {(inputs: Groups_Assign_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which one`)
};

export const groups_assign_chapters = /** @type {(inputs: Groups_Assign_ChaptersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book and chapters`)
};

export const groups_assign_chapters_hint = /** @type {(inputs: Groups_Assign_Chapters_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The book, a colon and the chapters: john:1-3 or genesis:6.`)
};

export const groups_assign_due = /** @type {(inputs: Groups_Assign_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due on`)
};

export const groups_assign_button = /** @type {(inputs: Groups_Assign_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give it to the class`)
};

export const groups_note_title = /** @type {(inputs: Groups_Note_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take-home note`)
};

export const groups_note_hint = /** @type {(inputs: Groups_Note_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A short note for the families each week. Parents read it on their Family page, and by e-mail if they asked for it. Nobody's address is shared.`)
};

export const groups_note_label = /** @type {(inputs: Groups_Note_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week's note`)
};

export const groups_note_placeholder = /** @type {(inputs: Groups_Note_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week we learned about Daniel. Ask your child what Daniel did when...`)
};

export const groups_note_assignment = /** @type {(inputs: Groups_Note_AssignmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`With an assignment (optional)`)
};

export const groups_note_no_assignment = /** @type {(inputs: Groups_Note_No_AssignmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No assignment`)
};

export const groups_note_send = /** @type {(inputs: Groups_Note_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the note`)
};

export const groups_leaders_title = /** @type {(inputs: Groups_Leaders_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaders`)
};

export const groups_hand_over = /** @type {(inputs: Groups_Hand_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hand the group to ${i?.name}`)
};

export const groups_hand_over_confirm = /** @type {(inputs: Groups_Hand_Over_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hand the group to ${i?.name}? You will stay as a co-leader.`)
};

export const groups_invite_label = /** @type {(inputs: Groups_Invite_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite a co-leader by e-mail`)
};

export const groups_invite_button = /** @type {(inputs: Groups_Invite_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the invitation`)
};

export const groups_delete = /** @type {(inputs: Groups_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this group`)
};

export const groups_delete_confirm = /** @type {(inputs: Groups_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this group with its assignments, members and notes? This cannot be undone.`)
};

export const groups_page_title = /** @type {(inputs: Groups_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My class groups`)
};

export const groups_page_description = /** @type {(inputs: Groups_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lead a class: a join code for parents, assignments, and a weekly take-home note.`)
};

export const groups_page_lead = /** @type {(inputs: Groups_Page_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For Sunday school teachers and club leaders: give the class this week's story or verse, see who has done it, and send the families a note.`)
};

export const groups_invitation_title = /** @type {(inputs: Groups_Invitation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class invitation`)
};

export const groups_invitation_description = /** @type {(inputs: Groups_Invitation_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A printable invitation for parents to join their children to a class group.`)
};

export const groups_invitation_intro = /** @type {(inputs: Groups_Invitation_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your child is invited to learn with our class at home this week!`)
};

export const groups_invitation_qr_alt = /** @type {(inputs: Groups_Invitation_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code that opens the Family page with this group's code filled in`)
};

export const groups_invitation_step1 = /** @type {(inputs: Groups_Invitation_Step1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in on this site as the parent and open your Family page (or scan the QR code).`)
};

export const groups_invitation_step2 = /** @type {(inputs: Groups_Invitation_Step2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Under "Class groups", choose your child and enter the code above.`)
};

export const groups_invitation_step3 = /** @type {(inputs: Groups_Invitation_Step3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check what the leader will see (only the nickname, the picture and this class's assignments), then confirm.`)
};

export const groups_print = /** @type {(inputs: Groups_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print`)
};

export const groups_joined = /** @type {(inputs: Groups_JoinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} joined the group`)
};

export const groups_leave_confirm = /** @type {(inputs: Groups_Leave_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Take ${i?.name} out of ${i?.group}? The leader stops seeing ${i?.name} at once.`)
};

export const groups_left = /** @type {(inputs: Groups_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} left the group`)
};

export const groups_family_title = /** @type {(inputs: Groups_Family_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class groups`)
};

export const groups_family_hint = /** @type {(inputs: Groups_Family_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If your church or club uses a class group, join your child with the code the leader gave you. You can take your child out at any time.`)
};

export const groups_membership = /** @type {(inputs: Groups_MembershipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is in ${i?.group} (led by ${i?.leader}).`)
};

export const groups_leave = /** @type {(inputs: Groups_LeaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Take ${i?.name} out`)
};

export const groups_family_no_children = /** @type {(inputs: Groups_Family_No_ChildrenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a child's profile first; then you can join it to a class.`)
};

export const groups_preview_leader = /** @type {(inputs: Groups_Preview_LeaderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Led by ${i?.leader}`)
};

export const groups_preview_sees = /** @type {(inputs: Groups_Preview_SeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What the leaders of this group will see:`)
};

export const groups_preview_sees_detail = /** @type {(inputs: Groups_Preview_Sees_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the nickname ${i?.name} with this picture, and how far ${i?.name} is with this group's assignments (not started, started, done, stars).`)
};

export const groups_preview_never = /** @type {(inputs: Groups_Preview_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing else: not your name or e-mail, and nothing else your child learns on this site.`)
};

export const groups_join_confirm = /** @type {(inputs: Groups_Join_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join ${i?.name} to this group`)
};

export const groups_cancel = /** @type {(inputs: Groups_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const groups_join_child = /** @type {(inputs: Groups_Join_ChildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Child`)
};

export const groups_join_code = /** @type {(inputs: Groups_Join_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group's code`)
};

export const groups_join_check = /** @type {(inputs: Groups_Join_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the code`)
};

export const groups_notes_title = /** @type {(inputs: Groups_Notes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes from the class`)
};

export const groups_note_mail_label = /** @type {(inputs: Groups_Note_Mail_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send me the class's take-home notes by e-mail`)
};

export const groups_notes_none = /** @type {(inputs: Groups_Notes_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No note yet.`)
};

export const groups_from_class_title = /** @type {(inputs: Groups_From_Class_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From your class`)
};

export const groups_privacy_name = /** @type {(inputs: Groups_Privacy_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The first name or nickname, the avatar and the age group you chose. The name is shown only inside your family, and to the leaders of a class group you join your child to.`)
};

export const groups_privacy_leader = /** @type {(inputs: Groups_Privacy_LeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class groups: when you join your child to a class with its code, the class's leaders see only the nickname and avatar and how far your child is with that class's assignments (not started, started, done, stars). They never see your name or e-mail or anything else your child learns. You can take your child out at any time, and the leaders stop seeing it at once; deleting the child or your account takes it out of every group.`)
};

export const groups_goal_field = /** @type {(inputs: Groups_Goal_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A goal for the whole class this week (optional)`)
};

export const groups_goal_save = /** @type {(inputs: Groups_Goal_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the goal`)
};

export const groups_goal_saved = /** @type {(inputs: Groups_Goal_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goal saved`)
};

export const groups_join_open = /** @type {(inputs: Groups_Join_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join a child to a class`)
};