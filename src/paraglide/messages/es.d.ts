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
export const site_footer_general: (inputs: Site_Footer_GeneralInputs) => LocalizedString;
export const site_footer_features: (inputs: Site_Footer_FeaturesInputs) => LocalizedString;
export const site_footer_general_label: (inputs: Site_Footer_General_LabelInputs) => LocalizedString;
export const site_footer_features_label: (inputs: Site_Footer_Features_LabelInputs) => LocalizedString;
export const site_footer_privacy: (inputs: Site_Footer_PrivacyInputs) => LocalizedString;
export const site_footer_copyright: (inputs: Site_Footer_CopyrightInputs) => LocalizedString;
export const family_stories_heard_label: (inputs: Family_Stories_Heard_LabelInputs) => LocalizedString;
export const family_stories_heard_list: (inputs: Family_Stories_Heard_ListInputs) => LocalizedString;
export const family_stories_none: (inputs: Family_Stories_NoneInputs) => LocalizedString;
export const stories_nav_link: (inputs: Stories_Nav_LinkInputs) => LocalizedString;
export const stories_page_title: (inputs: Stories_Page_TitleInputs) => LocalizedString;
export const stories_page_description: (inputs: Stories_Page_DescriptionInputs) => LocalizedString;
export const stories_heading: (inputs: Stories_HeadingInputs) => LocalizedString;
export const stories_lead: (inputs: Stories_LeadInputs) => LocalizedString;
export const stories_old_testament: (inputs: Stories_Old_TestamentInputs) => LocalizedString;
export const stories_new_testament: (inputs: Stories_New_TestamentInputs) => LocalizedString;
export const stories_story_number: (inputs: Stories_Story_NumberInputs) => LocalizedString;
export const stories_heard_mark: (inputs: Stories_Heard_MarkInputs) => LocalizedString;
export const stories_next_mark: (inputs: Stories_Next_MarkInputs) => LocalizedString;
export const stories_progress_count: (inputs: Stories_Progress_CountInputs) => LocalizedString;
export const stories_badges_heading: (inputs: Stories_Badges_HeadingInputs) => LocalizedString;
export const stories_badge_at: (inputs: Stories_Badge_AtInputs) => LocalizedString;
export const stories_badge_earned: (inputs: Stories_Badge_EarnedInputs) => LocalizedString;
export const stories_badge_next: (inputs: Stories_Badge_NextInputs) => LocalizedString;
export const stories_badges_all: (inputs: Stories_Badges_AllInputs) => LocalizedString;
export const stories_sign_in_for_stars: (inputs: Stories_Sign_In_For_StarsInputs) => LocalizedString;
export const stories_sign_in_link: (inputs: Stories_Sign_In_LinkInputs) => LocalizedString;
export const stories_keep_heading: (inputs: Stories_Keep_HeadingInputs) => LocalizedString;
export const stories_keep_text: (inputs: Stories_Keep_TextInputs) => LocalizedString;
export const stories_keep_button: (inputs: Stories_Keep_ButtonInputs) => LocalizedString;
export const stories_keep_saving: (inputs: Stories_Keep_SavingInputs) => LocalizedString;
export const stories_keep_done: (inputs: Stories_Keep_DoneInputs) => LocalizedString;
export const stories_keep_failed: (inputs: Stories_Keep_FailedInputs) => LocalizedString;
export const stories_breadcrumb_label: (inputs: Stories_Breadcrumb_LabelInputs) => LocalizedString;
export const stories_from_the_bible: (inputs: Stories_From_The_BibleInputs) => LocalizedString;
export const stories_questions_heading: (inputs: Stories_Questions_HeadingInputs) => LocalizedString;
export const stories_questions_intro: (inputs: Stories_Questions_IntroInputs) => LocalizedString;
export const stories_questions_start: (inputs: Stories_Questions_StartInputs) => LocalizedString;
export const stories_questions_loading: (inputs: Stories_Questions_LoadingInputs) => LocalizedString;
export const stories_question_of: (inputs: Stories_Question_OfInputs) => LocalizedString;
export const stories_answer_right: (inputs: Stories_Answer_RightInputs) => LocalizedString;
export const stories_answer_wrong: (inputs: Stories_Answer_WrongInputs) => LocalizedString;
export const stories_next_question: (inputs: Stories_Next_QuestionInputs) => LocalizedString;
export const stories_questions_done: (inputs: Stories_Questions_DoneInputs) => LocalizedString;
export const stories_questions_again: (inputs: Stories_Questions_AgainInputs) => LocalizedString;
export const stories_heard_heading: (inputs: Stories_Heard_HeadingInputs) => LocalizedString;
export const stories_heard_button: (inputs: Stories_Heard_ButtonInputs) => LocalizedString;
export const stories_heard_saving: (inputs: Stories_Heard_SavingInputs) => LocalizedString;
export const stories_heard_star: (inputs: Stories_Heard_StarInputs) => LocalizedString;
export const stories_heard_already: (inputs: Stories_Heard_AlreadyInputs) => LocalizedString;
export const stories_heard_failed: (inputs: Stories_Heard_FailedInputs) => LocalizedString;
export const stories_heard_switched: (inputs: Stories_Heard_SwitchedInputs) => LocalizedString;
export const stories_heard_offline: (inputs: Stories_Heard_OfflineInputs) => LocalizedString;
export const stories_more_label: (inputs: Stories_More_LabelInputs) => LocalizedString;
export const stories_previous: (inputs: Stories_PreviousInputs) => LocalizedString;
export const stories_next: (inputs: Stories_NextInputs) => LocalizedString;
export const stories_back_to_path: (inputs: Stories_Back_To_PathInputs) => LocalizedString;
export const groups_mail_note_subject: (inputs: Groups_Mail_Note_SubjectInputs) => LocalizedString;
export const groups_mail_note_heading: (inputs: Groups_Mail_Note_HeadingInputs) => LocalizedString;
export const groups_mail_note_intro: (inputs: Groups_Mail_Note_IntroInputs) => LocalizedString;
export const groups_mail_note_assignment: (inputs: Groups_Mail_Note_AssignmentInputs) => LocalizedString;
export const groups_mail_note_no_reply: (inputs: Groups_Mail_Note_No_ReplyInputs) => LocalizedString;
export const groups_mail_note_unsubscribe: (inputs: Groups_Mail_Note_UnsubscribeInputs) => LocalizedString;
export const groups_mail_note_button: (inputs: Groups_Mail_Note_ButtonInputs) => LocalizedString;
export const groups_mail_invite_subject: (inputs: Groups_Mail_Invite_SubjectInputs) => LocalizedString;
export const groups_mail_invite_heading: (inputs: Groups_Mail_Invite_HeadingInputs) => LocalizedString;
export const groups_mail_invite_intro: (inputs: Groups_Mail_Invite_IntroInputs) => LocalizedString;
export const groups_mail_invite_hint: (inputs: Groups_Mail_Invite_HintInputs) => LocalizedString;
export const groups_mail_invite_button: (inputs: Groups_Mail_Invite_ButtonInputs) => LocalizedString;
export const groups_notice_unsubscribed_title: (inputs: Groups_Notice_Unsubscribed_TitleInputs) => LocalizedString;
export const groups_notice_unsubscribed_text: (inputs: Groups_Notice_Unsubscribed_TextInputs) => LocalizedString;
export const groups_notice_link_unknown_title: (inputs: Groups_Notice_Link_Unknown_TitleInputs) => LocalizedString;
export const groups_notice_link_unknown_text: (inputs: Groups_Notice_Link_Unknown_TextInputs) => LocalizedString;
export const groups_mail_invite_intro_unnamed: (inputs: Groups_Mail_Invite_Intro_UnnamedInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Footer_GeneralInputs = {};
export type Site_Footer_FeaturesInputs = {};
export type Site_Footer_General_LabelInputs = {};
export type Site_Footer_Features_LabelInputs = {};
export type Site_Footer_PrivacyInputs = {};
export type Site_Footer_CopyrightInputs = {
    year: NonNullable<unknown>;
    siteName: NonNullable<unknown>;
};
export type Family_Stories_Heard_LabelInputs = {};
export type Family_Stories_Heard_ListInputs = {
    count: NonNullable<unknown>;
    titles: NonNullable<unknown>;
};
export type Family_Stories_NoneInputs = {};
export type Stories_Nav_LinkInputs = {};
export type Stories_Page_TitleInputs = {};
export type Stories_Page_DescriptionInputs = {};
export type Stories_HeadingInputs = {};
export type Stories_LeadInputs = {};
export type Stories_Old_TestamentInputs = {};
export type Stories_New_TestamentInputs = {};
export type Stories_Story_NumberInputs = {
    number: NonNullable<unknown>;
};
export type Stories_Heard_MarkInputs = {};
export type Stories_Next_MarkInputs = {};
export type Stories_Progress_CountInputs = {
    count: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Stories_Badges_HeadingInputs = {};
export type Stories_Badge_AtInputs = {
    count: NonNullable<unknown>;
};
export type Stories_Badge_EarnedInputs = {};
export type Stories_Badge_NextInputs = {
    count: NonNullable<unknown>;
};
export type Stories_Badges_AllInputs = {};
export type Stories_Sign_In_For_StarsInputs = {};
export type Stories_Sign_In_LinkInputs = {};
export type Stories_Keep_HeadingInputs = {};
export type Stories_Keep_TextInputs = {};
export type Stories_Keep_ButtonInputs = {};
export type Stories_Keep_SavingInputs = {
    done: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Stories_Keep_DoneInputs = {
    count: NonNullable<unknown>;
};
export type Stories_Keep_FailedInputs = {};
export type Stories_Breadcrumb_LabelInputs = {};
export type Stories_From_The_BibleInputs = {};
export type Stories_Questions_HeadingInputs = {};
export type Stories_Questions_IntroInputs = {};
export type Stories_Questions_StartInputs = {};
export type Stories_Questions_LoadingInputs = {};
export type Stories_Question_OfInputs = {
    number: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Stories_Answer_RightInputs = {};
export type Stories_Answer_WrongInputs = {
    answer: NonNullable<unknown>;
};
export type Stories_Next_QuestionInputs = {};
export type Stories_Questions_DoneInputs = {
    right: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Stories_Questions_AgainInputs = {};
export type Stories_Heard_HeadingInputs = {};
export type Stories_Heard_ButtonInputs = {};
export type Stories_Heard_SavingInputs = {};
export type Stories_Heard_StarInputs = {};
export type Stories_Heard_AlreadyInputs = {};
export type Stories_Heard_FailedInputs = {};
export type Stories_Heard_SwitchedInputs = {};
export type Stories_Heard_OfflineInputs = {};
export type Stories_More_LabelInputs = {};
export type Stories_PreviousInputs = {};
export type Stories_NextInputs = {};
export type Stories_Back_To_PathInputs = {};
export type Groups_Mail_Note_SubjectInputs = {
    groupName: NonNullable<unknown>;
    siteName: NonNullable<unknown>;
};
export type Groups_Mail_Note_HeadingInputs = {
    groupName: NonNullable<unknown>;
};
export type Groups_Mail_Note_IntroInputs = {
    groupName: NonNullable<unknown>;
};
export type Groups_Mail_Note_AssignmentInputs = {
    title: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
export type Groups_Mail_Note_No_ReplyInputs = {};
export type Groups_Mail_Note_UnsubscribeInputs = {
    link: NonNullable<unknown>;
};
export type Groups_Mail_Note_ButtonInputs = {};
export type Groups_Mail_Invite_SubjectInputs = {
    groupName: NonNullable<unknown>;
};
export type Groups_Mail_Invite_HeadingInputs = {};
export type Groups_Mail_Invite_IntroInputs = {
    inviter: NonNullable<unknown>;
    groupName: NonNullable<unknown>;
    siteName: NonNullable<unknown>;
};
export type Groups_Mail_Invite_HintInputs = {};
export type Groups_Mail_Invite_ButtonInputs = {};
export type Groups_Notice_Unsubscribed_TitleInputs = {};
export type Groups_Notice_Unsubscribed_TextInputs = {};
export type Groups_Notice_Link_Unknown_TitleInputs = {};
export type Groups_Notice_Link_Unknown_TextInputs = {};
export type Groups_Mail_Invite_Intro_UnnamedInputs = {
    groupName: NonNullable<unknown>;
    siteName: NonNullable<unknown>;
};
