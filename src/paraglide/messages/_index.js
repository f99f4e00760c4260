/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

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
import * as __en from "./en.js"
import * as __es from "./es.js"
/**
* | output |
* | --- |
* | "General" |
*
* @param {Site_Footer_GeneralInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_general = /** @type {((inputs?: Site_Footer_GeneralInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_GeneralInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_footer_general(inputs)
	return __en.site_footer_general(inputs)
});
/**
* | output |
* | --- |
* | "Features" |
*
* @param {Site_Footer_FeaturesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_features = /** @type {((inputs?: Site_Footer_FeaturesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_FeaturesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_footer_features(inputs)
	return __en.site_footer_features(inputs)
});
/**
* | output |
* | --- |
* | "Footer: general" |
*
* @param {Site_Footer_General_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_general_label = /** @type {((inputs?: Site_Footer_General_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_General_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_footer_general_label(inputs)
	return __en.site_footer_general_label(inputs)
});
/**
* | output |
* | --- |
* | "Footer: features" |
*
* @param {Site_Footer_Features_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_features_label = /** @type {((inputs?: Site_Footer_Features_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_Features_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_footer_features_label(inputs)
	return __en.site_footer_features_label(inputs)
});
/**
* | output |
* | --- |
* | "Privacy" |
*
* @param {Site_Footer_PrivacyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_privacy = /** @type {((inputs?: Site_Footer_PrivacyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_PrivacyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_footer_privacy(inputs)
	return __en.site_footer_privacy(inputs)
});
/**
* | output |
* | --- |
* | "© {year} {siteName}" |
*
* @param {Site_Footer_CopyrightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_copyright = /** @type {((inputs: Site_Footer_CopyrightInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_CopyrightInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_footer_copyright(inputs)
	return __en.site_footer_copyright(inputs)
});
/**
* | output |
* | --- |
* | "Bible stories heard:" |
*
* @param {Family_Stories_Heard_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_stories_heard_label = /** @type {((inputs?: Family_Stories_Heard_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Stories_Heard_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.family_stories_heard_label(inputs)
	return __en.family_stories_heard_label(inputs)
});
/**
* | output |
* | --- |
* | "{count} ({titles})" |
*
* @param {Family_Stories_Heard_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_stories_heard_list = /** @type {((inputs: Family_Stories_Heard_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Stories_Heard_ListInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.family_stories_heard_list(inputs)
	return __en.family_stories_heard_list(inputs)
});
/**
* | output |
* | --- |
* | "none yet" |
*
* @param {Family_Stories_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_stories_none = /** @type {((inputs?: Family_Stories_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Stories_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.family_stories_none(inputs)
	return __en.family_stories_none(inputs)
});
/**
* | output |
* | --- |
* | "Bible Stories" |
*
* @param {Stories_Nav_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_nav_link = /** @type {((inputs?: Stories_Nav_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Nav_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_nav_link(inputs)
	return __en.stories_nav_link(inputs)
});
/**
* | output |
* | --- |
* | "Bible Stories" |
*
* @param {Stories_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_page_title = /** @type {((inputs?: Stories_Page_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Page_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_page_title(inputs)
	return __en.stories_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Short Bible stories for children aged 4 to 8, from Creation to Paul's journeys: listen, answer three questions and earn a star." |
*
* @param {Stories_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_page_description = /** @type {((inputs?: Stories_Page_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Page_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_page_description(inputs)
	return __en.stories_page_description(inputs)
});
/**
* | output |
* | --- |
* | "Bible Stories" |
*
* @param {Stories_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heading = /** @type {((inputs?: Stories_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_heading(inputs)
	return __en.stories_heading(inputs)
});
/**
* | output |
* | --- |
* | "Walk the story path through the whole Bible, from Creation to Paul's journeys. Hear a story, answer three questions, and earn a star!" |
*
* @param {Stories_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_lead = /** @type {((inputs?: Stories_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_lead(inputs)
	return __en.stories_lead(inputs)
});
/**
* | output |
* | --- |
* | "Old Testament" |
*
* @param {Stories_Old_TestamentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_old_testament = /** @type {((inputs?: Stories_Old_TestamentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Old_TestamentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_old_testament(inputs)
	return __en.stories_old_testament(inputs)
});
/**
* | output |
* | --- |
* | "New Testament" |
*
* @param {Stories_New_TestamentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_new_testament = /** @type {((inputs?: Stories_New_TestamentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_New_TestamentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_new_testament(inputs)
	return __en.stories_new_testament(inputs)
});
/**
* | output |
* | --- |
* | "Story {number}" |
*
* @param {Stories_Story_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_story_number = /** @type {((inputs: Stories_Story_NumberInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Story_NumberInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_story_number(inputs)
	return __en.stories_story_number(inputs)
});
/**
* | output |
* | --- |
* | "You heard this story" |
*
* @param {Stories_Heard_MarkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_mark = /** @type {((inputs?: Stories_Heard_MarkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Heard_MarkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_heard_mark(inputs)
	return __en.stories_heard_mark(inputs)
});
/**
* | output |
* | --- |
* | "Next story to hear" |
*
* @param {Stories_Next_MarkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_next_mark = /** @type {((inputs?: Stories_Next_MarkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Next_MarkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_next_mark(inputs)
	return __en.stories_next_mark(inputs)
});
/**
* | output |
* | --- |
* | "Stories heard: {count} of {total}" |
*
* @param {Stories_Progress_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_progress_count = /** @type {((inputs: Stories_Progress_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Progress_CountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_progress_count(inputs)
	return __en.stories_progress_count(inputs)
});
/**
* | output |
* | --- |
* | "Story badges" |
*
* @param {Stories_Badges_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_badges_heading = /** @type {((inputs?: Stories_Badges_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Badges_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_badges_heading(inputs)
	return __en.stories_badges_heading(inputs)
});
/**
* | output |
* | --- |
* | "{count} stories" |
*
* @param {Stories_Badge_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_badge_at = /** @type {((inputs: Stories_Badge_AtInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Badge_AtInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_badge_at(inputs)
	return __en.stories_badge_at(inputs)
});
/**
* | output |
* | --- |
* | "earned" |
*
* @param {Stories_Badge_EarnedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_badge_earned = /** @type {((inputs?: Stories_Badge_EarnedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Badge_EarnedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_badge_earned(inputs)
	return __en.stories_badge_earned(inputs)
});
/**
* | output |
* | --- |
* | "Your next badge comes at {count} stories heard." |
*
* @param {Stories_Badge_NextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_badge_next = /** @type {((inputs: Stories_Badge_NextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Badge_NextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_badge_next(inputs)
	return __en.stories_badge_next(inputs)
});
/**
* | output |
* | --- |
* | "You have every story badge. Well done!" |
*
* @param {Stories_Badges_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_badges_all = /** @type {((inputs?: Stories_Badges_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Badges_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_badges_all(inputs)
	return __en.stories_badges_all(inputs)
});
/**
* | output |
* | --- |
* | "Sign in to keep your stars and see which story comes next." |
*
* @param {Stories_Sign_In_For_StarsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_sign_in_for_stars = /** @type {((inputs?: Stories_Sign_In_For_StarsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Sign_In_For_StarsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_sign_in_for_stars(inputs)
	return __en.stories_sign_in_for_stars(inputs)
});
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Stories_Sign_In_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_sign_in_link = /** @type {((inputs?: Stories_Sign_In_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Sign_In_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_sign_in_link(inputs)
	return __en.stories_sign_in_link(inputs)
});
/**
* | output |
* | --- |
* | "Keep all stories for offline" |
*
* @param {Stories_Keep_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_heading = /** @type {((inputs?: Stories_Keep_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Keep_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_keep_heading(inputs)
	return __en.stories_keep_heading(inputs)
});
/**
* | output |
* | --- |
* | "Save every story and its picture on this device, to read them without a connection." |
*
* @param {Stories_Keep_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_text = /** @type {((inputs?: Stories_Keep_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Keep_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_keep_text(inputs)
	return __en.stories_keep_text(inputs)
});
/**
* | output |
* | --- |
* | "Keep all stories for offline" |
*
* @param {Stories_Keep_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_button = /** @type {((inputs?: Stories_Keep_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Keep_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_keep_button(inputs)
	return __en.stories_keep_button(inputs)
});
/**
* | output |
* | --- |
* | "Keeping story {done} of {total}…" |
*
* @param {Stories_Keep_SavingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_saving = /** @type {((inputs: Stories_Keep_SavingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Keep_SavingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_keep_saving(inputs)
	return __en.stories_keep_saving(inputs)
});
/**
* | output |
* | --- |
* | "Kept for offline: {count} stories." |
*
* @param {Stories_Keep_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_done = /** @type {((inputs: Stories_Keep_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Keep_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_keep_done(inputs)
	return __en.stories_keep_done(inputs)
});
/**
* | output |
* | --- |
* | "The stories could not be kept for offline. Check the connection and try again." |
*
* @param {Stories_Keep_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_failed = /** @type {((inputs?: Stories_Keep_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Keep_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_keep_failed(inputs)
	return __en.stories_keep_failed(inputs)
});
/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Stories_Breadcrumb_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_breadcrumb_label = /** @type {((inputs?: Stories_Breadcrumb_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Breadcrumb_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_breadcrumb_label(inputs)
	return __en.stories_breadcrumb_label(inputs)
});
/**
* | output |
* | --- |
* | "From the Bible" |
*
* @param {Stories_From_The_BibleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_from_the_bible = /** @type {((inputs?: Stories_From_The_BibleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_From_The_BibleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_from_the_bible(inputs)
	return __en.stories_from_the_bible(inputs)
});
/**
* | output |
* | --- |
* | "Questions" |
*
* @param {Stories_Questions_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_heading = /** @type {((inputs?: Stories_Questions_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Questions_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_questions_heading(inputs)
	return __en.stories_questions_heading(inputs)
});
/**
* | output |
* | --- |
* | "Three questions about the story. Can you answer them?" |
*
* @param {Stories_Questions_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_intro = /** @type {((inputs?: Stories_Questions_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Questions_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_questions_intro(inputs)
	return __en.stories_questions_intro(inputs)
});
/**
* | output |
* | --- |
* | "Answer the questions" |
*
* @param {Stories_Questions_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_start = /** @type {((inputs?: Stories_Questions_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Questions_StartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_questions_start(inputs)
	return __en.stories_questions_start(inputs)
});
/**
* | output |
* | --- |
* | "Getting the questions ready…" |
*
* @param {Stories_Questions_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_loading = /** @type {((inputs?: Stories_Questions_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Questions_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_questions_loading(inputs)
	return __en.stories_questions_loading(inputs)
});
/**
* | output |
* | --- |
* | "Question {number} of {total}" |
*
* @param {Stories_Question_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_question_of = /** @type {((inputs: Stories_Question_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Question_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_question_of(inputs)
	return __en.stories_question_of(inputs)
});
/**
* | output |
* | --- |
* | "That's right!" |
*
* @param {Stories_Answer_RightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_answer_right = /** @type {((inputs?: Stories_Answer_RightInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Answer_RightInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_answer_right(inputs)
	return __en.stories_answer_right(inputs)
});
/**
* | output |
* | --- |
* | "Good try! The answer is: {answer}" |
*
* @param {Stories_Answer_WrongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_answer_wrong = /** @type {((inputs: Stories_Answer_WrongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Answer_WrongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_answer_wrong(inputs)
	return __en.stories_answer_wrong(inputs)
});
/**
* | output |
* | --- |
* | "Next question" |
*
* @param {Stories_Next_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_next_question = /** @type {((inputs?: Stories_Next_QuestionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Next_QuestionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_next_question(inputs)
	return __en.stories_next_question(inputs)
});
/**
* | output |
* | --- |
* | "You got {right} of {total} right!" |
*
* @param {Stories_Questions_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_done = /** @type {((inputs: Stories_Questions_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Questions_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_questions_done(inputs)
	return __en.stories_questions_done(inputs)
});
/**
* | output |
* | --- |
* | "Answer them again" |
*
* @param {Stories_Questions_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_again = /** @type {((inputs?: Stories_Questions_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Questions_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_questions_again(inputs)
	return __en.stories_questions_again(inputs)
});
/**
* | output |
* | --- |
* | "Did you hear the story?" |
*
* @param {Stories_Heard_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_heading = /** @type {((inputs?: Stories_Heard_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Heard_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_heard_heading(inputs)
	return __en.stories_heard_heading(inputs)
});
/**
* | output |
* | --- |
* | "I heard this story" |
*
* @param {Stories_Heard_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_button = /** @type {((inputs?: Stories_Heard_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Heard_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_heard_button(inputs)
	return __en.stories_heard_button(inputs)
});
/**
* | output |
* | --- |
* | "Saving your star…" |
*
* @param {Stories_Heard_SavingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_saving = /** @type {((inputs?: Stories_Heard_SavingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Heard_SavingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_heard_saving(inputs)
	return __en.stories_heard_saving(inputs)
});
/**
* | output |
* | --- |
* | "You earned a star for this story!" |
*
* @param {Stories_Heard_StarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_star = /** @type {((inputs?: Stories_Heard_StarInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Heard_StarInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_heard_star(inputs)
	return __en.stories_heard_star(inputs)
});
/**
* | output |
* | --- |
* | "You have a star for this story." |
*
* @param {Stories_Heard_AlreadyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_already = /** @type {((inputs?: Stories_Heard_AlreadyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Heard_AlreadyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_heard_already(inputs)
	return __en.stories_heard_already(inputs)
});
/**
* | output |
* | --- |
* | "Your star could not be saved. Please try again in a moment." |
*
* @param {Stories_Heard_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_failed = /** @type {((inputs?: Stories_Heard_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Heard_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_heard_failed(inputs)
	return __en.stories_heard_failed(inputs)
});
/**
* | output |
* | --- |
* | "Someone else is learning now. Reload the page to earn a star for them." |
*
* @param {Stories_Heard_SwitchedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_switched = /** @type {((inputs?: Stories_Heard_SwitchedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Heard_SwitchedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_heard_switched(inputs)
	return __en.stories_heard_switched(inputs)
});
/**
* | output |
* | --- |
* | "You are offline. Press the button again when you are back online." |
*
* @param {Stories_Heard_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_offline = /** @type {((inputs?: Stories_Heard_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Heard_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_heard_offline(inputs)
	return __en.stories_heard_offline(inputs)
});
/**
* | output |
* | --- |
* | "More stories" |
*
* @param {Stories_More_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_more_label = /** @type {((inputs?: Stories_More_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_More_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_more_label(inputs)
	return __en.stories_more_label(inputs)
});
/**
* | output |
* | --- |
* | "Previous story" |
*
* @param {Stories_PreviousInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_previous = /** @type {((inputs?: Stories_PreviousInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_PreviousInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_previous(inputs)
	return __en.stories_previous(inputs)
});
/**
* | output |
* | --- |
* | "Next story" |
*
* @param {Stories_NextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_next = /** @type {((inputs?: Stories_NextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_NextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_next(inputs)
	return __en.stories_next(inputs)
});
/**
* | output |
* | --- |
* | "Back to the story path" |
*
* @param {Stories_Back_To_PathInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_back_to_path = /** @type {((inputs?: Stories_Back_To_PathInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Back_To_PathInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.stories_back_to_path(inputs)
	return __en.stories_back_to_path(inputs)
});
/**
* | output |
* | --- |
* | "This week in {groupName} ({siteName})" |
*
* @param {Groups_Mail_Note_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_note_subject = /** @type {((inputs: Groups_Mail_Note_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Mail_Note_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_mail_note_subject(inputs)
	return __en.groups_mail_note_subject(inputs)
});
/**
* | output |
* | --- |
* | "This week in {groupName}" |
*
* @param {Groups_Mail_Note_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_note_heading = /** @type {((inputs: Groups_Mail_Note_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Mail_Note_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_mail_note_heading(inputs)
	return __en.groups_mail_note_heading(inputs)
});
/**
* | output |
* | --- |
* | "Here is this week's note from {groupName}:" |
*
* @param {Groups_Mail_Note_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_note_intro = /** @type {((inputs: Groups_Mail_Note_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Mail_Note_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_mail_note_intro(inputs)
	return __en.groups_mail_note_intro(inputs)
});
/**
* | output |
* | --- |
* | "For this week: {title} ({link})" |
*
* @param {Groups_Mail_Note_AssignmentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_note_assignment = /** @type {((inputs: Groups_Mail_Note_AssignmentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Mail_Note_AssignmentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_mail_note_assignment(inputs)
	return __en.groups_mail_note_assignment(inputs)
});
/**
* | output |
* | --- |
* | "To answer the leader, please use your own way of reaching them: this site shares no addresses." |
*
* @param {Groups_Mail_Note_No_ReplyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_note_no_reply = /** @type {((inputs?: Groups_Mail_Note_No_ReplyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Mail_Note_No_ReplyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_mail_note_no_reply(inputs)
	return __en.groups_mail_note_no_reply(inputs)
});
/**
* | output |
* | --- |
* | "To stop these e-mails, open this link (no sign-in needed): {link}" |
*
* @param {Groups_Mail_Note_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_note_unsubscribe = /** @type {((inputs: Groups_Mail_Note_UnsubscribeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Mail_Note_UnsubscribeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_mail_note_unsubscribe(inputs)
	return __en.groups_mail_note_unsubscribe(inputs)
});
/**
* | output |
* | --- |
* | "Open the Family page" |
*
* @param {Groups_Mail_Note_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_note_button = /** @type {((inputs?: Groups_Mail_Note_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Mail_Note_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_mail_note_button(inputs)
	return __en.groups_mail_note_button(inputs)
});
/**
* | output |
* | --- |
* | "You are invited to help lead {groupName}" |
*
* @param {Groups_Mail_Invite_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_invite_subject = /** @type {((inputs: Groups_Mail_Invite_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Mail_Invite_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_mail_invite_subject(inputs)
	return __en.groups_mail_invite_subject(inputs)
});
/**
* | output |
* | --- |
* | "Help lead a class" |
*
* @param {Groups_Mail_Invite_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_invite_heading = /** @type {((inputs?: Groups_Mail_Invite_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Mail_Invite_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_mail_invite_heading(inputs)
	return __en.groups_mail_invite_heading(inputs)
});
/**
* | output |
* | --- |
* | "{inviter} invited you to help lead the group {groupName} on {siteName}." |
*
* @param {Groups_Mail_Invite_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_invite_intro = /** @type {((inputs: Groups_Mail_Invite_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Mail_Invite_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_mail_invite_intro(inputs)
	return __en.groups_mail_invite_intro(inputs)
});
/**
* | output |
* | --- |
* | "Sign in with this e-mail address, then open the link within a week. If you do not know this group, ignore this e-mail." |
*
* @param {Groups_Mail_Invite_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_invite_hint = /** @type {((inputs?: Groups_Mail_Invite_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Mail_Invite_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_mail_invite_hint(inputs)
	return __en.groups_mail_invite_hint(inputs)
});
/**
* | output |
* | --- |
* | "Become a co-leader" |
*
* @param {Groups_Mail_Invite_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_invite_button = /** @type {((inputs?: Groups_Mail_Invite_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Mail_Invite_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_mail_invite_button(inputs)
	return __en.groups_mail_invite_button(inputs)
});
/**
* | output |
* | --- |
* | "Unsubscribed" |
*
* @param {Groups_Notice_Unsubscribed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_notice_unsubscribed_title = /** @type {((inputs?: Groups_Notice_Unsubscribed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Notice_Unsubscribed_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_notice_unsubscribed_title(inputs)
	return __en.groups_notice_unsubscribed_title(inputs)
});
/**
* | output |
* | --- |
* | "You will get no more take-home notes by e-mail. You can still read them, and turn the e-mails on again, on the Family page." |
*
* @param {Groups_Notice_Unsubscribed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_notice_unsubscribed_text = /** @type {((inputs?: Groups_Notice_Unsubscribed_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Notice_Unsubscribed_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_notice_unsubscribed_text(inputs)
	return __en.groups_notice_unsubscribed_text(inputs)
});
/**
* | output |
* | --- |
* | "Nothing changed" |
*
* @param {Groups_Notice_Link_Unknown_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_notice_link_unknown_title = /** @type {((inputs?: Groups_Notice_Link_Unknown_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Notice_Link_Unknown_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_notice_link_unknown_title(inputs)
	return __en.groups_notice_link_unknown_title(inputs)
});
/**
* | output |
* | --- |
* | "That unsubscribe link is not one of ours, so nothing was changed. Sign in and turn the notes' e-mails off on the Family page." |
*
* @param {Groups_Notice_Link_Unknown_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_notice_link_unknown_text = /** @type {((inputs?: Groups_Notice_Link_Unknown_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Notice_Link_Unknown_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_notice_link_unknown_text(inputs)
	return __en.groups_notice_link_unknown_text(inputs)
});
/**
* | output |
* | --- |
* | "The leader of {groupName} invited you to help lead it on {siteName}." |
*
* @param {Groups_Mail_Invite_Intro_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_invite_intro_unnamed = /** @type {((inputs: Groups_Mail_Invite_Intro_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Mail_Invite_Intro_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_mail_invite_intro_unnamed(inputs)
	return __en.groups_mail_invite_intro_unnamed(inputs)
});
/**
* | output |
* | --- |
* | "Error" |
*
* @param {Groups_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_error = /** @type {((inputs?: Groups_ErrorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_ErrorInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_error(inputs)
	return __en.groups_error(inputs)
});
/**
* | output |
* | --- |
* | "Loading..." |
*
* @param {Groups_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_loading = /** @type {((inputs?: Groups_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_loading(inputs)
	return __en.groups_loading(inputs)
});
/**
* | output |
* | --- |
* | "You are now a co-leader of this group" |
*
* @param {Groups_Co_Leader_WelcomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_co_leader_welcome = /** @type {((inputs?: Groups_Co_Leader_WelcomeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Co_Leader_WelcomeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_co_leader_welcome(inputs)
	return __en.groups_co_leader_welcome(inputs)
});
/**
* | output |
* | --- |
* | "Group created" |
*
* @param {Groups_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_created = /** @type {((inputs?: Groups_CreatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_CreatedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_created(inputs)
	return __en.groups_created(inputs)
});
/**
* | output |
* | --- |
* | "Its join code is {code}." |
*
* @param {Groups_Code_IsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_code_is = /** @type {((inputs: Groups_Code_IsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Code_IsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_code_is(inputs)
	return __en.groups_code_is(inputs)
});
/**
* | output |
* | --- |
* | "My groups" |
*
* @param {Groups_My_GroupsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_my_groups = /** @type {((inputs?: Groups_My_GroupsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_My_GroupsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_my_groups(inputs)
	return __en.groups_my_groups(inputs)
});
/**
* | output |
* | --- |
* | "You lead no group yet. Start one below for your class." |
*
* @param {Groups_None_YetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_none_yet = /** @type {((inputs?: Groups_None_YetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_None_YetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_none_yet(inputs)
	return __en.groups_none_yet(inputs)
});
/**
* | n | output |
* | --- | --- |
* | "one" | "{count} child" |
* | "other" | "{count} children" |
*
* @param {Groups_Member_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_member_count = /** @type {((inputs: Groups_Member_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Member_CountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_member_count(inputs)
	return __en.groups_member_count(inputs)
});
/**
* | output |
* | --- |
* | "Leader" |
*
* @param {Groups_Role_LeaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_role_leader = /** @type {((inputs?: Groups_Role_LeaderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Role_LeaderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_role_leader(inputs)
	return __en.groups_role_leader(inputs)
});
/**
* | output |
* | --- |
* | "Co-leader" |
*
* @param {Groups_Role_Co_LeaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_role_co_leader = /** @type {((inputs?: Groups_Role_Co_LeaderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Role_Co_LeaderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_role_co_leader(inputs)
	return __en.groups_role_co_leader(inputs)
});
/**
* | output |
* | --- |
* | "Start a group" |
*
* @param {Groups_New_GroupInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_new_group = /** @type {((inputs?: Groups_New_GroupInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_New_GroupInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_new_group(inputs)
	return __en.groups_new_group(inputs)
});
/**
* | output |
* | --- |
* | "A group is your class: a Sunday school room, a midweek club, a co-op. Parents join their children with the group's code." |
*
* @param {Groups_New_Group_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_new_group_hint = /** @type {((inputs?: Groups_New_Group_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_New_Group_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_new_group_hint(inputs)
	return __en.groups_new_group_hint(inputs)
});
/**
* | output |
* | --- |
* | "The group's name (for example \"Room 3, Sunday 9:30\")" |
*
* @param {Groups_Name_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_name_label = /** @type {((inputs?: Groups_Name_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Name_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_name_label(inputs)
	return __en.groups_name_label(inputs)
});
/**
* | output |
* | --- |
* | "Create the group" |
*
* @param {Groups_CreateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_create = /** @type {((inputs?: Groups_CreateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_CreateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_create(inputs)
	return __en.groups_create(inputs)
});
/**
* | output |
* | --- |
* | "This group was not found, or you do not lead it." |
*
* @param {Groups_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_not_found = /** @type {((inputs?: Groups_Not_FoundInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Not_FoundInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_not_found(inputs)
	return __en.groups_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Back to my groups" |
*
* @param {Groups_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_back = /** @type {((inputs?: Groups_BackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_BackInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_back(inputs)
	return __en.groups_back(inputs)
});
/**
* | output |
* | --- |
* | "All my groups" |
*
* @param {Groups_All_GroupsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_all_groups = /** @type {((inputs?: Groups_All_GroupsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_All_GroupsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_all_groups(inputs)
	return __en.groups_all_groups(inputs)
});
/**
* | output |
* | --- |
* | "Join code:" |
*
* @param {Groups_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_code_label = /** @type {((inputs?: Groups_Code_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Code_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_code_label(inputs)
	return __en.groups_code_label(inputs)
});
/**
* | output |
* | --- |
* | "Parents enter this code on their Family page to join a child. Print the invitation to hand it out." |
*
* @param {Groups_Code_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_code_hint = /** @type {((inputs?: Groups_Code_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Code_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_code_hint(inputs)
	return __en.groups_code_hint(inputs)
});
/**
* | output |
* | --- |
* | "Print the invitation" |
*
* @param {Groups_Print_InvitationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_print_invitation = /** @type {((inputs?: Groups_Print_InvitationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Print_InvitationInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_print_invitation(inputs)
	return __en.groups_print_invitation(inputs)
});
/**
* | output |
* | --- |
* | "Make a new code" |
*
* @param {Groups_New_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_new_code = /** @type {((inputs?: Groups_New_CodeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_New_CodeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_new_code(inputs)
	return __en.groups_new_code(inputs)
});
/**
* | output |
* | --- |
* | "Make a new code? The old code will stop working at once (children already in the group stay)." |
*
* @param {Groups_New_Code_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_new_code_confirm = /** @type {((inputs?: Groups_New_Code_ConfirmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_New_Code_ConfirmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_new_code_confirm(inputs)
	return __en.groups_new_code_confirm(inputs)
});
/**
* | output |
* | --- |
* | "New code made" |
*
* @param {Groups_New_Code_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_new_code_done = /** @type {((inputs?: Groups_New_Code_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_New_Code_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_new_code_done(inputs)
	return __en.groups_new_code_done(inputs)
});
/**
* | output |
* | --- |
* | "This week" |
*
* @param {Groups_Week_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_week_title = /** @type {((inputs?: Groups_Week_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Week_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_week_title(inputs)
	return __en.groups_week_title(inputs)
});
/**
* | n | output |
* | --- | --- |
* | "one" | "Our class did {count} assignment this week." |
* | "other" | "Our class did {count} assignments this week." |
*
* @param {Groups_Week_TotalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_week_total = /** @type {((inputs: Groups_Week_TotalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Week_TotalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_week_total(inputs)
	return __en.groups_week_total(inputs)
});
/**
* | n | output |
* | --- | --- |
* | "one" | "We heard {count} story." |
* | "other" | "We heard {count} stories." |
*
* @param {Groups_Week_StoriesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_week_stories = /** @type {((inputs: Groups_Week_StoriesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Week_StoriesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_week_stories(inputs)
	return __en.groups_week_stories(inputs)
});
/**
* | output |
* | --- |
* | "The class's goal for the week" |
*
* @param {Groups_Goal_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_goal_label = /** @type {((inputs?: Groups_Goal_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Goal_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_goal_label(inputs)
	return __en.groups_goal_label(inputs)
});
/**
* | output |
* | --- |
* | "{count} of our goal of {goal}" |
*
* @param {Groups_Goal_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_goal_progress = /** @type {((inputs: Groups_Goal_ProgressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Goal_ProgressInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_goal_progress(inputs)
	return __en.groups_goal_progress(inputs)
});
/**
* | output |
* | --- |
* | "Children and assignments" |
*
* @param {Groups_Members_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_members_title = /** @type {((inputs?: Groups_Members_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Members_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_members_title(inputs)
	return __en.groups_members_title(inputs)
});
/**
* | output |
* | --- |
* | "You see each child by the nickname and picture the parent chose, and only how far they are with this group's assignments." |
*
* @param {Groups_Members_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_members_hint = /** @type {((inputs?: Groups_Members_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Members_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_members_hint(inputs)
	return __en.groups_members_hint(inputs)
});
/**
* | output |
* | --- |
* | "No child has joined yet. Hand out the invitation with the code." |
*
* @param {Groups_No_MembersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_no_members = /** @type {((inputs?: Groups_No_MembersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_No_MembersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_no_members(inputs)
	return __en.groups_no_members(inputs)
});
/**
* | output |
* | --- |
* | "Each child's state on each assignment" |
*
* @param {Groups_States_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_states_caption = /** @type {((inputs?: Groups_States_CaptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_States_CaptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_states_caption(inputs)
	return __en.groups_states_caption(inputs)
});
/**
* | output |
* | --- |
* | "Child" |
*
* @param {Groups_MemberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_member = /** @type {((inputs?: Groups_MemberInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_MemberInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_member(inputs)
	return __en.groups_member(inputs)
});
/**
* | output |
* | --- |
* | "by {day}" |
*
* @param {Groups_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_due = /** @type {((inputs: Groups_DueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_DueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_due(inputs)
	return __en.groups_due(inputs)
});
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Groups_Remove_Member_ColumnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_remove_member_column = /** @type {((inputs?: Groups_Remove_Member_ColumnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Remove_Member_ColumnInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_remove_member_column(inputs)
	return __en.groups_remove_member_column(inputs)
});
/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Groups_Remove_MemberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_remove_member = /** @type {((inputs: Groups_Remove_MemberInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Remove_MemberInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_remove_member(inputs)
	return __en.groups_remove_member(inputs)
});
/**
* | output |
* | --- |
* | "Take {name} out of this group?" |
*
* @param {Groups_Remove_Member_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_remove_member_confirm = /** @type {((inputs: Groups_Remove_Member_ConfirmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Remove_Member_ConfirmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_remove_member_confirm(inputs)
	return __en.groups_remove_member_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Removed from the group" |
*
* @param {Groups_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_removed = /** @type {((inputs?: Groups_RemovedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_RemovedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_removed(inputs)
	return __en.groups_removed(inputs)
});
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Groups_State_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_state_done = /** @type {((inputs?: Groups_State_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_State_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_state_done(inputs)
	return __en.groups_state_done(inputs)
});
/**
* | output |
* | --- |
* | "Started" |
*
* @param {Groups_State_StartedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_state_started = /** @type {((inputs?: Groups_State_StartedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_State_StartedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_state_started(inputs)
	return __en.groups_state_started(inputs)
});
/**
* | output |
* | --- |
* | "Not started" |
*
* @param {Groups_State_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_state_not_started = /** @type {((inputs?: Groups_State_Not_StartedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_State_Not_StartedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_state_not_started(inputs)
	return __en.groups_state_not_started(inputs)
});
/**
* | n | output |
* | --- | --- |
* | "one" | "· {count} star" |
* | "other" | "· {count} stars" |
*
* @param {Groups_State_StarsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_state_stars = /** @type {((inputs: Groups_State_StarsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_State_StarsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_state_stars(inputs)
	return __en.groups_state_stars(inputs)
});
/**
* | output |
* | --- |
* | "Assignment given" |
*
* @param {Groups_Assignment_AddedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assignment_added = /** @type {((inputs?: Groups_Assignment_AddedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Assignment_AddedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_assignment_added(inputs)
	return __en.groups_assignment_added(inputs)
});
/**
* | output |
* | --- |
* | "Note sent to the families" |
*
* @param {Groups_Note_PostedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_posted = /** @type {((inputs?: Groups_Note_PostedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Note_PostedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_note_posted(inputs)
	return __en.groups_note_posted(inputs)
});
/**
* | output |
* | --- |
* | "If that address can sign in here, an invitation is on its way." |
*
* @param {Groups_Invite_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invite_sent = /** @type {((inputs?: Groups_Invite_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Invite_SentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_invite_sent(inputs)
	return __en.groups_invite_sent(inputs)
});
/**
* | output |
* | --- |
* | "The group was handed over" |
*
* @param {Groups_Handed_OverInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_handed_over = /** @type {((inputs?: Groups_Handed_OverInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Handed_OverInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_handed_over(inputs)
	return __en.groups_handed_over(inputs)
});
/**
* | output |
* | --- |
* | "Group deleted" |
*
* @param {Groups_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_deleted = /** @type {((inputs?: Groups_DeletedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_DeletedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_deleted(inputs)
	return __en.groups_deleted(inputs)
});
/**
* | output |
* | --- |
* | "A Bible story" |
*
* @param {Groups_Kind_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_kind_story = /** @type {((inputs?: Groups_Kind_StoryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Kind_StoryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_kind_story(inputs)
	return __en.groups_kind_story(inputs)
});
/**
* | output |
* | --- |
* | "Bible chapters" |
*
* @param {Groups_Kind_ChaptersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_kind_chapters = /** @type {((inputs?: Groups_Kind_ChaptersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Kind_ChaptersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_kind_chapters(inputs)
	return __en.groups_kind_chapters(inputs)
});
/**
* | output |
* | --- |
* | "A reading plan" |
*
* @param {Groups_Kind_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_kind_plan = /** @type {((inputs?: Groups_Kind_PlanInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Kind_PlanInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_kind_plan(inputs)
	return __en.groups_kind_plan(inputs)
});
/**
* | output |
* | --- |
* | "A memory verse" |
*
* @param {Groups_Kind_VerseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_kind_verse = /** @type {((inputs?: Groups_Kind_VerseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Kind_VerseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_kind_verse(inputs)
	return __en.groups_kind_verse(inputs)
});
/**
* | output |
* | --- |
* | "A game" |
*
* @param {Groups_Kind_GameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_kind_game = /** @type {((inputs?: Groups_Kind_GameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Kind_GameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_kind_game(inputs)
	return __en.groups_kind_game(inputs)
});
/**
* | output |
* | --- |
* | "Give an assignment" |
*
* @param {Groups_Assign_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_title = /** @type {((inputs?: Groups_Assign_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Assign_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_assign_title(inputs)
	return __en.groups_assign_title(inputs)
});
/**
* | output |
* | --- |
* | "What kind" |
*
* @param {Groups_Assign_KindInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_kind = /** @type {((inputs?: Groups_Assign_KindInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Assign_KindInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_assign_kind(inputs)
	return __en.groups_assign_kind(inputs)
});
/**
* | output |
* | --- |
* | "Which one" |
*
* @param {Groups_Assign_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_what = /** @type {((inputs?: Groups_Assign_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Assign_WhatInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_assign_what(inputs)
	return __en.groups_assign_what(inputs)
});
/**
* | output |
* | --- |
* | "Book and chapters" |
*
* @param {Groups_Assign_ChaptersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_chapters = /** @type {((inputs?: Groups_Assign_ChaptersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Assign_ChaptersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_assign_chapters(inputs)
	return __en.groups_assign_chapters(inputs)
});
/**
* | output |
* | --- |
* | "The book, a colon and the chapters: john:1-3 or genesis:6." |
*
* @param {Groups_Assign_Chapters_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_chapters_hint = /** @type {((inputs?: Groups_Assign_Chapters_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Assign_Chapters_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_assign_chapters_hint(inputs)
	return __en.groups_assign_chapters_hint(inputs)
});
/**
* | output |
* | --- |
* | "Due on" |
*
* @param {Groups_Assign_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_due = /** @type {((inputs?: Groups_Assign_DueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Assign_DueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_assign_due(inputs)
	return __en.groups_assign_due(inputs)
});
/**
* | output |
* | --- |
* | "Give it to the class" |
*
* @param {Groups_Assign_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_button = /** @type {((inputs?: Groups_Assign_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Assign_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_assign_button(inputs)
	return __en.groups_assign_button(inputs)
});
/**
* | output |
* | --- |
* | "Take-home note" |
*
* @param {Groups_Note_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_title = /** @type {((inputs?: Groups_Note_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Note_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_note_title(inputs)
	return __en.groups_note_title(inputs)
});
/**
* | output |
* | --- |
* | "A short note for the families each week. Parents read it on their Family page, and by e-mail if they asked for it. Nobody's address is shared." |
*
* @param {Groups_Note_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_hint = /** @type {((inputs?: Groups_Note_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Note_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_note_hint(inputs)
	return __en.groups_note_hint(inputs)
});
/**
* | output |
* | --- |
* | "This week's note" |
*
* @param {Groups_Note_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_label = /** @type {((inputs?: Groups_Note_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Note_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_note_label(inputs)
	return __en.groups_note_label(inputs)
});
/**
* | output |
* | --- |
* | "This week we learned about Daniel. Ask your child what Daniel did when..." |
*
* @param {Groups_Note_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_placeholder = /** @type {((inputs?: Groups_Note_PlaceholderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Note_PlaceholderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_note_placeholder(inputs)
	return __en.groups_note_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "With an assignment (optional)" |
*
* @param {Groups_Note_AssignmentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_assignment = /** @type {((inputs?: Groups_Note_AssignmentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Note_AssignmentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_note_assignment(inputs)
	return __en.groups_note_assignment(inputs)
});
/**
* | output |
* | --- |
* | "No assignment" |
*
* @param {Groups_Note_No_AssignmentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_no_assignment = /** @type {((inputs?: Groups_Note_No_AssignmentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Note_No_AssignmentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_note_no_assignment(inputs)
	return __en.groups_note_no_assignment(inputs)
});
/**
* | output |
* | --- |
* | "Send the note" |
*
* @param {Groups_Note_SendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_send = /** @type {((inputs?: Groups_Note_SendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Note_SendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_note_send(inputs)
	return __en.groups_note_send(inputs)
});
/**
* | output |
* | --- |
* | "Leaders" |
*
* @param {Groups_Leaders_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_leaders_title = /** @type {((inputs?: Groups_Leaders_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Leaders_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_leaders_title(inputs)
	return __en.groups_leaders_title(inputs)
});
/**
* | output |
* | --- |
* | "Hand the group to {name}" |
*
* @param {Groups_Hand_OverInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_hand_over = /** @type {((inputs: Groups_Hand_OverInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Hand_OverInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_hand_over(inputs)
	return __en.groups_hand_over(inputs)
});
/**
* | output |
* | --- |
* | "Hand the group to {name}? You will stay as a co-leader." |
*
* @param {Groups_Hand_Over_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_hand_over_confirm = /** @type {((inputs: Groups_Hand_Over_ConfirmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Hand_Over_ConfirmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_hand_over_confirm(inputs)
	return __en.groups_hand_over_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Invite a co-leader by e-mail" |
*
* @param {Groups_Invite_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invite_label = /** @type {((inputs?: Groups_Invite_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Invite_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_invite_label(inputs)
	return __en.groups_invite_label(inputs)
});
/**
* | output |
* | --- |
* | "Send the invitation" |
*
* @param {Groups_Invite_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invite_button = /** @type {((inputs?: Groups_Invite_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Invite_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_invite_button(inputs)
	return __en.groups_invite_button(inputs)
});
/**
* | output |
* | --- |
* | "Delete this group" |
*
* @param {Groups_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_delete = /** @type {((inputs?: Groups_DeleteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_DeleteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_delete(inputs)
	return __en.groups_delete(inputs)
});
/**
* | output |
* | --- |
* | "Delete this group with its assignments, members and notes? This cannot be undone." |
*
* @param {Groups_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_delete_confirm = /** @type {((inputs?: Groups_Delete_ConfirmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Delete_ConfirmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_delete_confirm(inputs)
	return __en.groups_delete_confirm(inputs)
});
/**
* | output |
* | --- |
* | "My class groups" |
*
* @param {Groups_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_page_title = /** @type {((inputs?: Groups_Page_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Page_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_page_title(inputs)
	return __en.groups_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Lead a class: a join code for parents, assignments, and a weekly take-home note." |
*
* @param {Groups_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_page_description = /** @type {((inputs?: Groups_Page_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Page_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_page_description(inputs)
	return __en.groups_page_description(inputs)
});
/**
* | output |
* | --- |
* | "For Sunday school teachers and club leaders: give the class this week's story or verse, see who has done it, and send the families a note." |
*
* @param {Groups_Page_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_page_lead = /** @type {((inputs?: Groups_Page_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Page_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_page_lead(inputs)
	return __en.groups_page_lead(inputs)
});
/**
* | output |
* | --- |
* | "Class invitation" |
*
* @param {Groups_Invitation_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_title = /** @type {((inputs?: Groups_Invitation_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Invitation_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_invitation_title(inputs)
	return __en.groups_invitation_title(inputs)
});
/**
* | output |
* | --- |
* | "A printable invitation for parents to join their children to a class group." |
*
* @param {Groups_Invitation_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_description = /** @type {((inputs?: Groups_Invitation_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Invitation_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_invitation_description(inputs)
	return __en.groups_invitation_description(inputs)
});
/**
* | output |
* | --- |
* | "Your child is invited to learn with our class at home this week!" |
*
* @param {Groups_Invitation_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_intro = /** @type {((inputs?: Groups_Invitation_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Invitation_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_invitation_intro(inputs)
	return __en.groups_invitation_intro(inputs)
});
/**
* | output |
* | --- |
* | "QR code that opens the Family page with this group's code filled in" |
*
* @param {Groups_Invitation_Qr_AltInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_qr_alt = /** @type {((inputs?: Groups_Invitation_Qr_AltInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Invitation_Qr_AltInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_invitation_qr_alt(inputs)
	return __en.groups_invitation_qr_alt(inputs)
});
/**
* | output |
* | --- |
* | "Sign in on this site as the parent and open your Family page (or scan the QR code)." |
*
* @param {Groups_Invitation_Step1Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_step1 = /** @type {((inputs?: Groups_Invitation_Step1Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Invitation_Step1Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_invitation_step1(inputs)
	return __en.groups_invitation_step1(inputs)
});
/**
* | output |
* | --- |
* | "Under \"Class groups\", choose your child and enter the code above." |
*
* @param {Groups_Invitation_Step2Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_step2 = /** @type {((inputs?: Groups_Invitation_Step2Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Invitation_Step2Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_invitation_step2(inputs)
	return __en.groups_invitation_step2(inputs)
});
/**
* | output |
* | --- |
* | "Check what the leader will see (only the nickname, the picture and this class's assignments), then confirm." |
*
* @param {Groups_Invitation_Step3Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_step3 = /** @type {((inputs?: Groups_Invitation_Step3Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Invitation_Step3Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_invitation_step3(inputs)
	return __en.groups_invitation_step3(inputs)
});
/**
* | output |
* | --- |
* | "Print" |
*
* @param {Groups_PrintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_print = /** @type {((inputs?: Groups_PrintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_PrintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_print(inputs)
	return __en.groups_print(inputs)
});
/**
* | output |
* | --- |
* | "{name} joined the group" |
*
* @param {Groups_JoinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_joined = /** @type {((inputs: Groups_JoinedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_JoinedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_joined(inputs)
	return __en.groups_joined(inputs)
});
/**
* | output |
* | --- |
* | "Take {name} out of {group}? The leader stops seeing {name} at once." |
*
* @param {Groups_Leave_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_leave_confirm = /** @type {((inputs: Groups_Leave_ConfirmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Leave_ConfirmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_leave_confirm(inputs)
	return __en.groups_leave_confirm(inputs)
});
/**
* | output |
* | --- |
* | "{name} left the group" |
*
* @param {Groups_LeftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_left = /** @type {((inputs: Groups_LeftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_LeftInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_left(inputs)
	return __en.groups_left(inputs)
});
/**
* | output |
* | --- |
* | "Class groups" |
*
* @param {Groups_Family_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_family_title = /** @type {((inputs?: Groups_Family_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Family_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_family_title(inputs)
	return __en.groups_family_title(inputs)
});
/**
* | output |
* | --- |
* | "If your church or club uses a class group, join your child with the code the leader gave you. You can take your child out at any time." |
*
* @param {Groups_Family_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_family_hint = /** @type {((inputs?: Groups_Family_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Family_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_family_hint(inputs)
	return __en.groups_family_hint(inputs)
});
/**
* | output |
* | --- |
* | "{name} is in {group} (led by {leader})." |
*
* @param {Groups_MembershipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_membership = /** @type {((inputs: Groups_MembershipInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_MembershipInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_membership(inputs)
	return __en.groups_membership(inputs)
});
/**
* | output |
* | --- |
* | "Take {name} out" |
*
* @param {Groups_LeaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_leave = /** @type {((inputs: Groups_LeaveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_LeaveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_leave(inputs)
	return __en.groups_leave(inputs)
});
/**
* | output |
* | --- |
* | "Add a child's profile first; then you can join it to a class." |
*
* @param {Groups_Family_No_ChildrenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_family_no_children = /** @type {((inputs?: Groups_Family_No_ChildrenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Family_No_ChildrenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_family_no_children(inputs)
	return __en.groups_family_no_children(inputs)
});
/**
* | output |
* | --- |
* | "Led by {leader}" |
*
* @param {Groups_Preview_LeaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_preview_leader = /** @type {((inputs: Groups_Preview_LeaderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Preview_LeaderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_preview_leader(inputs)
	return __en.groups_preview_leader(inputs)
});
/**
* | output |
* | --- |
* | "What the leaders of this group will see:" |
*
* @param {Groups_Preview_SeesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_preview_sees = /** @type {((inputs?: Groups_Preview_SeesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Preview_SeesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_preview_sees(inputs)
	return __en.groups_preview_sees(inputs)
});
/**
* | output |
* | --- |
* | "the nickname {name} with this picture, and how far {name} is with this group's assignments (not started, started, done, stars)." |
*
* @param {Groups_Preview_Sees_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_preview_sees_detail = /** @type {((inputs: Groups_Preview_Sees_DetailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Preview_Sees_DetailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_preview_sees_detail(inputs)
	return __en.groups_preview_sees_detail(inputs)
});
/**
* | output |
* | --- |
* | "Nothing else: not your name or e-mail, and nothing else your child learns on this site." |
*
* @param {Groups_Preview_NeverInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_preview_never = /** @type {((inputs?: Groups_Preview_NeverInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Preview_NeverInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_preview_never(inputs)
	return __en.groups_preview_never(inputs)
});
/**
* | output |
* | --- |
* | "Join {name} to this group" |
*
* @param {Groups_Join_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_join_confirm = /** @type {((inputs: Groups_Join_ConfirmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Join_ConfirmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_join_confirm(inputs)
	return __en.groups_join_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Groups_CancelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_cancel = /** @type {((inputs?: Groups_CancelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_CancelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_cancel(inputs)
	return __en.groups_cancel(inputs)
});
/**
* | output |
* | --- |
* | "Child" |
*
* @param {Groups_Join_ChildInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_join_child = /** @type {((inputs?: Groups_Join_ChildInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Join_ChildInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_join_child(inputs)
	return __en.groups_join_child(inputs)
});
/**
* | output |
* | --- |
* | "The group's code" |
*
* @param {Groups_Join_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_join_code = /** @type {((inputs?: Groups_Join_CodeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Join_CodeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_join_code(inputs)
	return __en.groups_join_code(inputs)
});
/**
* | output |
* | --- |
* | "Check the code" |
*
* @param {Groups_Join_CheckInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_join_check = /** @type {((inputs?: Groups_Join_CheckInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Join_CheckInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_join_check(inputs)
	return __en.groups_join_check(inputs)
});
/**
* | output |
* | --- |
* | "Notes from the class" |
*
* @param {Groups_Notes_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_notes_title = /** @type {((inputs?: Groups_Notes_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Notes_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_notes_title(inputs)
	return __en.groups_notes_title(inputs)
});
/**
* | output |
* | --- |
* | "Send me the class's take-home notes by e-mail" |
*
* @param {Groups_Note_Mail_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_mail_label = /** @type {((inputs?: Groups_Note_Mail_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Note_Mail_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_note_mail_label(inputs)
	return __en.groups_note_mail_label(inputs)
});
/**
* | output |
* | --- |
* | "No note yet." |
*
* @param {Groups_Notes_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_notes_none = /** @type {((inputs?: Groups_Notes_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Notes_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_notes_none(inputs)
	return __en.groups_notes_none(inputs)
});
/**
* | output |
* | --- |
* | "From your class" |
*
* @param {Groups_From_Class_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_from_class_title = /** @type {((inputs?: Groups_From_Class_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_From_Class_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_from_class_title(inputs)
	return __en.groups_from_class_title(inputs)
});
/**
* | output |
* | --- |
* | "The first name or nickname, the avatar and the age group you chose. The name is shown only inside your family, and to the leaders of a class group you join y..." |
*
* @param {Groups_Privacy_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_privacy_name = /** @type {((inputs?: Groups_Privacy_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Privacy_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_privacy_name(inputs)
	return __en.groups_privacy_name(inputs)
});
/**
* | output |
* | --- |
* | "Class groups: when you join your child to a class with its code, the class's leaders see only the nickname and avatar and how far your child is with that cla..." |
*
* @param {Groups_Privacy_LeaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_privacy_leader = /** @type {((inputs?: Groups_Privacy_LeaderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Privacy_LeaderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_privacy_leader(inputs)
	return __en.groups_privacy_leader(inputs)
});
/**
* | output |
* | --- |
* | "A goal for the whole class this week (optional)" |
*
* @param {Groups_Goal_FieldInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_goal_field = /** @type {((inputs?: Groups_Goal_FieldInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Goal_FieldInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_goal_field(inputs)
	return __en.groups_goal_field(inputs)
});
/**
* | output |
* | --- |
* | "Save the goal" |
*
* @param {Groups_Goal_SaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_goal_save = /** @type {((inputs?: Groups_Goal_SaveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Goal_SaveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_goal_save(inputs)
	return __en.groups_goal_save(inputs)
});
/**
* | output |
* | --- |
* | "Goal saved" |
*
* @param {Groups_Goal_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_goal_saved = /** @type {((inputs?: Groups_Goal_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Goal_SavedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_goal_saved(inputs)
	return __en.groups_goal_saved(inputs)
});
/**
* | output |
* | --- |
* | "Join a child to a class" |
*
* @param {Groups_Join_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_join_open = /** @type {((inputs?: Groups_Join_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Join_OpenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.groups_join_open(inputs)
	return __en.groups_join_open(inputs)
});