/**
* | output |
* | --- |
* | "General" |
*
* @param {Site_Footer_GeneralInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_general: ((inputs?: Site_Footer_GeneralInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_GeneralInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Features" |
*
* @param {Site_Footer_FeaturesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_features: ((inputs?: Site_Footer_FeaturesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_FeaturesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Footer: general" |
*
* @param {Site_Footer_General_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_general_label: ((inputs?: Site_Footer_General_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_General_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Footer: features" |
*
* @param {Site_Footer_Features_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_features_label: ((inputs?: Site_Footer_Features_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_Features_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy" |
*
* @param {Site_Footer_PrivacyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_privacy: ((inputs?: Site_Footer_PrivacyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_PrivacyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "© {year} {siteName}" |
*
* @param {Site_Footer_CopyrightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_copyright: ((inputs: Site_Footer_CopyrightInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_CopyrightInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Bible stories heard:" |
*
* @param {Family_Stories_Heard_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_stories_heard_label: ((inputs?: Family_Stories_Heard_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Stories_Heard_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{count} ({titles})" |
*
* @param {Family_Stories_Heard_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_stories_heard_list: ((inputs: Family_Stories_Heard_ListInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Stories_Heard_ListInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "none yet" |
*
* @param {Family_Stories_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_stories_none: ((inputs?: Family_Stories_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Stories_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Bible Stories" |
*
* @param {Stories_Nav_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_nav_link: ((inputs?: Stories_Nav_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Nav_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Bible Stories" |
*
* @param {Stories_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_page_title: ((inputs?: Stories_Page_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Page_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Short Bible stories for children aged 4 to 8, from Creation to Paul's journeys: listen, answer three questions and earn a star." |
*
* @param {Stories_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_page_description: ((inputs?: Stories_Page_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Page_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Bible Stories" |
*
* @param {Stories_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heading: ((inputs?: Stories_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Walk the story path through the whole Bible, from Creation to Paul's journeys. Hear a story, answer three questions, and earn a star!" |
*
* @param {Stories_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_lead: ((inputs?: Stories_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Old Testament" |
*
* @param {Stories_Old_TestamentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_old_testament: ((inputs?: Stories_Old_TestamentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Old_TestamentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "New Testament" |
*
* @param {Stories_New_TestamentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_new_testament: ((inputs?: Stories_New_TestamentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_New_TestamentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Story {number}" |
*
* @param {Stories_Story_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_story_number: ((inputs: Stories_Story_NumberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Story_NumberInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You heard this story" |
*
* @param {Stories_Heard_MarkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_mark: ((inputs?: Stories_Heard_MarkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Heard_MarkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Next story to hear" |
*
* @param {Stories_Next_MarkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_next_mark: ((inputs?: Stories_Next_MarkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Next_MarkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Stories heard: {count} of {total}" |
*
* @param {Stories_Progress_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_progress_count: ((inputs: Stories_Progress_CountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Progress_CountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Story badges" |
*
* @param {Stories_Badges_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_badges_heading: ((inputs?: Stories_Badges_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Badges_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{count} stories" |
*
* @param {Stories_Badge_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_badge_at: ((inputs: Stories_Badge_AtInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Badge_AtInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "earned" |
*
* @param {Stories_Badge_EarnedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_badge_earned: ((inputs?: Stories_Badge_EarnedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Badge_EarnedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your next badge comes at {count} stories heard." |
*
* @param {Stories_Badge_NextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_badge_next: ((inputs: Stories_Badge_NextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Badge_NextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You have every story badge. Well done!" |
*
* @param {Stories_Badges_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_badges_all: ((inputs?: Stories_Badges_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Badges_AllInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in to keep your stars and see which story comes next." |
*
* @param {Stories_Sign_In_For_StarsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_sign_in_for_stars: ((inputs?: Stories_Sign_In_For_StarsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Sign_In_For_StarsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Stories_Sign_In_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_sign_in_link: ((inputs?: Stories_Sign_In_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Sign_In_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Keep all stories for offline" |
*
* @param {Stories_Keep_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_heading: ((inputs?: Stories_Keep_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Keep_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Save every story and its picture on this device, to read them without a connection." |
*
* @param {Stories_Keep_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_text: ((inputs?: Stories_Keep_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Keep_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Keep all stories for offline" |
*
* @param {Stories_Keep_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_button: ((inputs?: Stories_Keep_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Keep_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Keeping story {done} of {total}…" |
*
* @param {Stories_Keep_SavingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_saving: ((inputs: Stories_Keep_SavingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Keep_SavingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Kept for offline: {count} stories." |
*
* @param {Stories_Keep_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_done: ((inputs: Stories_Keep_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Keep_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The stories could not be kept for offline. Check the connection and try again." |
*
* @param {Stories_Keep_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_failed: ((inputs?: Stories_Keep_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Keep_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Stories_Breadcrumb_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_breadcrumb_label: ((inputs?: Stories_Breadcrumb_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Breadcrumb_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "From the Bible" |
*
* @param {Stories_From_The_BibleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_from_the_bible: ((inputs?: Stories_From_The_BibleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_From_The_BibleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Questions" |
*
* @param {Stories_Questions_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_heading: ((inputs?: Stories_Questions_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Questions_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Three questions about the story. Can you answer them?" |
*
* @param {Stories_Questions_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_intro: ((inputs?: Stories_Questions_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Questions_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Answer the questions" |
*
* @param {Stories_Questions_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_start: ((inputs?: Stories_Questions_StartInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Questions_StartInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Getting the questions ready…" |
*
* @param {Stories_Questions_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_loading: ((inputs?: Stories_Questions_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Questions_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Question {number} of {total}" |
*
* @param {Stories_Question_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_question_of: ((inputs: Stories_Question_OfInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Question_OfInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "That's right!" |
*
* @param {Stories_Answer_RightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_answer_right: ((inputs?: Stories_Answer_RightInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Answer_RightInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Good try! The answer is: {answer}" |
*
* @param {Stories_Answer_WrongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_answer_wrong: ((inputs: Stories_Answer_WrongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Answer_WrongInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Next question" |
*
* @param {Stories_Next_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_next_question: ((inputs?: Stories_Next_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Next_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You got {right} of {total} right!" |
*
* @param {Stories_Questions_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_done: ((inputs: Stories_Questions_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Questions_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Answer them again" |
*
* @param {Stories_Questions_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_again: ((inputs?: Stories_Questions_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Questions_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Did you hear the story?" |
*
* @param {Stories_Heard_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_heading: ((inputs?: Stories_Heard_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Heard_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "I heard this story" |
*
* @param {Stories_Heard_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_button: ((inputs?: Stories_Heard_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Heard_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Saving your star…" |
*
* @param {Stories_Heard_SavingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_saving: ((inputs?: Stories_Heard_SavingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Heard_SavingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You earned a star for this story!" |
*
* @param {Stories_Heard_StarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_star: ((inputs?: Stories_Heard_StarInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Heard_StarInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You have a star for this story." |
*
* @param {Stories_Heard_AlreadyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_already: ((inputs?: Stories_Heard_AlreadyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Heard_AlreadyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your star could not be saved. Please try again in a moment." |
*
* @param {Stories_Heard_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_failed: ((inputs?: Stories_Heard_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Heard_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Someone else is learning now. Reload the page to earn a star for them." |
*
* @param {Stories_Heard_SwitchedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_switched: ((inputs?: Stories_Heard_SwitchedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Heard_SwitchedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline. Press the button again when you are back online." |
*
* @param {Stories_Heard_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_offline: ((inputs?: Stories_Heard_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Heard_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "More stories" |
*
* @param {Stories_More_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_more_label: ((inputs?: Stories_More_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_More_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Previous story" |
*
* @param {Stories_PreviousInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_previous: ((inputs?: Stories_PreviousInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_PreviousInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Next story" |
*
* @param {Stories_NextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_next: ((inputs?: Stories_NextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_NextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Back to the story path" |
*
* @param {Stories_Back_To_PathInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_back_to_path: ((inputs?: Stories_Back_To_PathInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Back_To_PathInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This week in {groupName} ({siteName})" |
*
* @param {Groups_Mail_Note_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_note_subject: ((inputs: Groups_Mail_Note_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Mail_Note_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This week in {groupName}" |
*
* @param {Groups_Mail_Note_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_note_heading: ((inputs: Groups_Mail_Note_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Mail_Note_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Here is this week's note from {groupName}:" |
*
* @param {Groups_Mail_Note_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_note_intro: ((inputs: Groups_Mail_Note_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Mail_Note_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "For this week: {title} ({link})" |
*
* @param {Groups_Mail_Note_AssignmentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_note_assignment: ((inputs: Groups_Mail_Note_AssignmentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Mail_Note_AssignmentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "To answer the leader, please use your own way of reaching them: this site shares no addresses." |
*
* @param {Groups_Mail_Note_No_ReplyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_note_no_reply: ((inputs?: Groups_Mail_Note_No_ReplyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Mail_Note_No_ReplyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "To stop these e-mails, open this link (no sign-in needed): {link}" |
*
* @param {Groups_Mail_Note_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_note_unsubscribe: ((inputs: Groups_Mail_Note_UnsubscribeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Mail_Note_UnsubscribeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Open the Family page" |
*
* @param {Groups_Mail_Note_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_note_button: ((inputs?: Groups_Mail_Note_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Mail_Note_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are invited to help lead {groupName}" |
*
* @param {Groups_Mail_Invite_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_invite_subject: ((inputs: Groups_Mail_Invite_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Mail_Invite_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Help lead a class" |
*
* @param {Groups_Mail_Invite_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_invite_heading: ((inputs?: Groups_Mail_Invite_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Mail_Invite_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{inviter} invited you to help lead the group {groupName} on {siteName}." |
*
* @param {Groups_Mail_Invite_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_invite_intro: ((inputs: Groups_Mail_Invite_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Mail_Invite_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in with this e-mail address, then open the link within a week. If you do not know this group, ignore this e-mail." |
*
* @param {Groups_Mail_Invite_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_invite_hint: ((inputs?: Groups_Mail_Invite_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Mail_Invite_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Become a co-leader" |
*
* @param {Groups_Mail_Invite_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_invite_button: ((inputs?: Groups_Mail_Invite_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Mail_Invite_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Unsubscribed" |
*
* @param {Groups_Notice_Unsubscribed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_notice_unsubscribed_title: ((inputs?: Groups_Notice_Unsubscribed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Notice_Unsubscribed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You will get no more take-home notes by e-mail. You can still read them, and turn the e-mails on again, on the Family page." |
*
* @param {Groups_Notice_Unsubscribed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_notice_unsubscribed_text: ((inputs?: Groups_Notice_Unsubscribed_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Notice_Unsubscribed_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing changed" |
*
* @param {Groups_Notice_Link_Unknown_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_notice_link_unknown_title: ((inputs?: Groups_Notice_Link_Unknown_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Notice_Link_Unknown_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "That unsubscribe link is not one of ours, so nothing was changed. Sign in and turn the notes' e-mails off on the Family page." |
*
* @param {Groups_Notice_Link_Unknown_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_notice_link_unknown_text: ((inputs?: Groups_Notice_Link_Unknown_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Notice_Link_Unknown_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The leader of {groupName} invited you to help lead it on {siteName}." |
*
* @param {Groups_Mail_Invite_Intro_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_invite_intro_unnamed: ((inputs: Groups_Mail_Invite_Intro_UnnamedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Mail_Invite_Intro_UnnamedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Error" |
*
* @param {Groups_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_error: ((inputs?: Groups_ErrorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_ErrorInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading..." |
*
* @param {Groups_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_loading: ((inputs?: Groups_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are now a co-leader of this group" |
*
* @param {Groups_Co_Leader_WelcomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_co_leader_welcome: ((inputs?: Groups_Co_Leader_WelcomeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Co_Leader_WelcomeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Group created" |
*
* @param {Groups_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_created: ((inputs?: Groups_CreatedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_CreatedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Its join code is {code}." |
*
* @param {Groups_Code_IsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_code_is: ((inputs: Groups_Code_IsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Code_IsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "My groups" |
*
* @param {Groups_My_GroupsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_my_groups: ((inputs?: Groups_My_GroupsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_My_GroupsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You lead no group yet. Start one below for your class." |
*
* @param {Groups_None_YetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_none_yet: ((inputs?: Groups_None_YetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_None_YetInputs, {
    locale?: "en" | "es";
}, {}>;
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
export const groups_member_count: ((inputs: Groups_Member_CountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Member_CountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Leader" |
*
* @param {Groups_Role_LeaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_role_leader: ((inputs?: Groups_Role_LeaderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Role_LeaderInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Co-leader" |
*
* @param {Groups_Role_Co_LeaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_role_co_leader: ((inputs?: Groups_Role_Co_LeaderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Role_Co_LeaderInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Start a group" |
*
* @param {Groups_New_GroupInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_new_group: ((inputs?: Groups_New_GroupInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_New_GroupInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A group is your class: a Sunday school room, a midweek club, a co-op. Parents join their children with the group's code." |
*
* @param {Groups_New_Group_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_new_group_hint: ((inputs?: Groups_New_Group_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_New_Group_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The group's name (for example \"Room 3, Sunday 9:30\")" |
*
* @param {Groups_Name_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_name_label: ((inputs?: Groups_Name_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Name_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Create the group" |
*
* @param {Groups_CreateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_create: ((inputs?: Groups_CreateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_CreateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This group was not found, or you do not lead it." |
*
* @param {Groups_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_not_found: ((inputs?: Groups_Not_FoundInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Not_FoundInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Back to my groups" |
*
* @param {Groups_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_back: ((inputs?: Groups_BackInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_BackInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "All my groups" |
*
* @param {Groups_All_GroupsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_all_groups: ((inputs?: Groups_All_GroupsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_All_GroupsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Join code:" |
*
* @param {Groups_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_code_label: ((inputs?: Groups_Code_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Code_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Parents enter this code on their Family page to join a child. Print the invitation to hand it out." |
*
* @param {Groups_Code_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_code_hint: ((inputs?: Groups_Code_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Code_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Print the invitation" |
*
* @param {Groups_Print_InvitationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_print_invitation: ((inputs?: Groups_Print_InvitationInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Print_InvitationInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Make a new code" |
*
* @param {Groups_New_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_new_code: ((inputs?: Groups_New_CodeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_New_CodeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Make a new code? The old code will stop working at once (children already in the group stay)." |
*
* @param {Groups_New_Code_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_new_code_confirm: ((inputs?: Groups_New_Code_ConfirmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_New_Code_ConfirmInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "New code made" |
*
* @param {Groups_New_Code_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_new_code_done: ((inputs?: Groups_New_Code_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_New_Code_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This week" |
*
* @param {Groups_Week_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_week_title: ((inputs?: Groups_Week_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Week_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
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
export const groups_week_total: ((inputs: Groups_Week_TotalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Week_TotalInputs, {
    locale?: "en" | "es";
}, {}>;
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
export const groups_week_stories: ((inputs: Groups_Week_StoriesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Week_StoriesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The class's goal for the week" |
*
* @param {Groups_Goal_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_goal_label: ((inputs?: Groups_Goal_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Goal_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{count} of our goal of {goal}" |
*
* @param {Groups_Goal_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_goal_progress: ((inputs: Groups_Goal_ProgressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Goal_ProgressInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Children and assignments" |
*
* @param {Groups_Members_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_members_title: ((inputs?: Groups_Members_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Members_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You see each child by the nickname and picture the parent chose, and only how far they are with this group's assignments." |
*
* @param {Groups_Members_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_members_hint: ((inputs?: Groups_Members_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Members_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No child has joined yet. Hand out the invitation with the code." |
*
* @param {Groups_No_MembersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_no_members: ((inputs?: Groups_No_MembersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_No_MembersInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Each child's state on each assignment" |
*
* @param {Groups_States_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_states_caption: ((inputs?: Groups_States_CaptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_States_CaptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Child" |
*
* @param {Groups_MemberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_member: ((inputs?: Groups_MemberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_MemberInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "by {day}" |
*
* @param {Groups_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_due: ((inputs: Groups_DueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_DueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Groups_Remove_Member_ColumnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_remove_member_column: ((inputs?: Groups_Remove_Member_ColumnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Remove_Member_ColumnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Groups_Remove_MemberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_remove_member: ((inputs: Groups_Remove_MemberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Remove_MemberInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Take {name} out of this group?" |
*
* @param {Groups_Remove_Member_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_remove_member_confirm: ((inputs: Groups_Remove_Member_ConfirmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Remove_Member_ConfirmInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Removed from the group" |
*
* @param {Groups_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_removed: ((inputs?: Groups_RemovedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_RemovedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Groups_State_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_state_done: ((inputs?: Groups_State_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_State_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Started" |
*
* @param {Groups_State_StartedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_state_started: ((inputs?: Groups_State_StartedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_State_StartedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not started" |
*
* @param {Groups_State_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_state_not_started: ((inputs?: Groups_State_Not_StartedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_State_Not_StartedInputs, {
    locale?: "en" | "es";
}, {}>;
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
export const groups_state_stars: ((inputs: Groups_State_StarsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_State_StarsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Assignment given" |
*
* @param {Groups_Assignment_AddedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assignment_added: ((inputs?: Groups_Assignment_AddedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Assignment_AddedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Note sent to the families" |
*
* @param {Groups_Note_PostedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_posted: ((inputs?: Groups_Note_PostedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Note_PostedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "If that address can sign in here, an invitation is on its way." |
*
* @param {Groups_Invite_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invite_sent: ((inputs?: Groups_Invite_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Invite_SentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The group was handed over" |
*
* @param {Groups_Handed_OverInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_handed_over: ((inputs?: Groups_Handed_OverInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Handed_OverInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Group deleted" |
*
* @param {Groups_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_deleted: ((inputs?: Groups_DeletedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_DeletedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A Bible story" |
*
* @param {Groups_Kind_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_kind_story: ((inputs?: Groups_Kind_StoryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Kind_StoryInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Bible chapters" |
*
* @param {Groups_Kind_ChaptersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_kind_chapters: ((inputs?: Groups_Kind_ChaptersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Kind_ChaptersInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A reading plan" |
*
* @param {Groups_Kind_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_kind_plan: ((inputs?: Groups_Kind_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Kind_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A memory verse" |
*
* @param {Groups_Kind_VerseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_kind_verse: ((inputs?: Groups_Kind_VerseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Kind_VerseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A game" |
*
* @param {Groups_Kind_GameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_kind_game: ((inputs?: Groups_Kind_GameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Kind_GameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Give an assignment" |
*
* @param {Groups_Assign_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_title: ((inputs?: Groups_Assign_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Assign_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What kind" |
*
* @param {Groups_Assign_KindInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_kind: ((inputs?: Groups_Assign_KindInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Assign_KindInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Which one" |
*
* @param {Groups_Assign_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_what: ((inputs?: Groups_Assign_WhatInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Assign_WhatInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Book and chapters" |
*
* @param {Groups_Assign_ChaptersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_chapters: ((inputs?: Groups_Assign_ChaptersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Assign_ChaptersInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The book, a colon and the chapters: john:1-3 or genesis:6." |
*
* @param {Groups_Assign_Chapters_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_chapters_hint: ((inputs?: Groups_Assign_Chapters_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Assign_Chapters_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Due on" |
*
* @param {Groups_Assign_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_due: ((inputs?: Groups_Assign_DueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Assign_DueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Give it to the class" |
*
* @param {Groups_Assign_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_button: ((inputs?: Groups_Assign_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Assign_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Take-home note" |
*
* @param {Groups_Note_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_title: ((inputs?: Groups_Note_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Note_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A short note for the families each week. Parents read it on their Family page, and by e-mail if they asked for it. Nobody's address is shared." |
*
* @param {Groups_Note_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_hint: ((inputs?: Groups_Note_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Note_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This week's note" |
*
* @param {Groups_Note_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_label: ((inputs?: Groups_Note_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Note_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This week we learned about Daniel. Ask your child what Daniel did when..." |
*
* @param {Groups_Note_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_placeholder: ((inputs?: Groups_Note_PlaceholderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Note_PlaceholderInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "With an assignment (optional)" |
*
* @param {Groups_Note_AssignmentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_assignment: ((inputs?: Groups_Note_AssignmentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Note_AssignmentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No assignment" |
*
* @param {Groups_Note_No_AssignmentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_no_assignment: ((inputs?: Groups_Note_No_AssignmentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Note_No_AssignmentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send the note" |
*
* @param {Groups_Note_SendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_send: ((inputs?: Groups_Note_SendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Note_SendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Leaders" |
*
* @param {Groups_Leaders_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_leaders_title: ((inputs?: Groups_Leaders_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Leaders_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Hand the group to {name}" |
*
* @param {Groups_Hand_OverInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_hand_over: ((inputs: Groups_Hand_OverInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Hand_OverInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Hand the group to {name}? You will stay as a co-leader." |
*
* @param {Groups_Hand_Over_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_hand_over_confirm: ((inputs: Groups_Hand_Over_ConfirmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Hand_Over_ConfirmInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Invite a co-leader by e-mail" |
*
* @param {Groups_Invite_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invite_label: ((inputs?: Groups_Invite_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Invite_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send the invitation" |
*
* @param {Groups_Invite_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invite_button: ((inputs?: Groups_Invite_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Invite_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Delete this group" |
*
* @param {Groups_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_delete: ((inputs?: Groups_DeleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_DeleteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Delete this group with its assignments, members and notes? This cannot be undone." |
*
* @param {Groups_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_delete_confirm: ((inputs?: Groups_Delete_ConfirmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Delete_ConfirmInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "My class groups" |
*
* @param {Groups_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_page_title: ((inputs?: Groups_Page_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Page_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Lead a class: a join code for parents, assignments, and a weekly take-home note." |
*
* @param {Groups_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_page_description: ((inputs?: Groups_Page_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Page_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "For Sunday school teachers and club leaders: give the class this week's story or verse, see who has done it, and send the families a note." |
*
* @param {Groups_Page_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_page_lead: ((inputs?: Groups_Page_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Page_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Class invitation" |
*
* @param {Groups_Invitation_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_title: ((inputs?: Groups_Invitation_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Invitation_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A printable invitation for parents to join their children to a class group." |
*
* @param {Groups_Invitation_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_description: ((inputs?: Groups_Invitation_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Invitation_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your child is invited to learn with our class at home this week!" |
*
* @param {Groups_Invitation_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_intro: ((inputs?: Groups_Invitation_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Invitation_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "QR code that opens the Family page with this group's code filled in" |
*
* @param {Groups_Invitation_Qr_AltInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_qr_alt: ((inputs?: Groups_Invitation_Qr_AltInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Invitation_Qr_AltInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in on this site as the parent and open your Family page (or scan the QR code)." |
*
* @param {Groups_Invitation_Step1Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_step1: ((inputs?: Groups_Invitation_Step1Inputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Invitation_Step1Inputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Under \"Class groups\", choose your child and enter the code above." |
*
* @param {Groups_Invitation_Step2Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_step2: ((inputs?: Groups_Invitation_Step2Inputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Invitation_Step2Inputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Check what the leader will see (only the nickname, the picture and this class's assignments), then confirm." |
*
* @param {Groups_Invitation_Step3Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_step3: ((inputs?: Groups_Invitation_Step3Inputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Invitation_Step3Inputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Print" |
*
* @param {Groups_PrintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_print: ((inputs?: Groups_PrintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_PrintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{name} joined the group" |
*
* @param {Groups_JoinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_joined: ((inputs: Groups_JoinedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_JoinedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Take {name} out of {group}? The leader stops seeing {name} at once." |
*
* @param {Groups_Leave_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_leave_confirm: ((inputs: Groups_Leave_ConfirmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Leave_ConfirmInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{name} left the group" |
*
* @param {Groups_LeftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_left: ((inputs: Groups_LeftInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_LeftInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Class groups" |
*
* @param {Groups_Family_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_family_title: ((inputs?: Groups_Family_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Family_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "If your church or club uses a class group, join your child with the code the leader gave you. You can take your child out at any time." |
*
* @param {Groups_Family_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_family_hint: ((inputs?: Groups_Family_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Family_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is in {group} (led by {leader})." |
*
* @param {Groups_MembershipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_membership: ((inputs: Groups_MembershipInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_MembershipInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Take {name} out" |
*
* @param {Groups_LeaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_leave: ((inputs: Groups_LeaveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_LeaveInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add a child's profile first; then you can join it to a class." |
*
* @param {Groups_Family_No_ChildrenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_family_no_children: ((inputs?: Groups_Family_No_ChildrenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Family_No_ChildrenInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Led by {leader}" |
*
* @param {Groups_Preview_LeaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_preview_leader: ((inputs: Groups_Preview_LeaderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Preview_LeaderInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What the leaders of this group will see:" |
*
* @param {Groups_Preview_SeesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_preview_sees: ((inputs?: Groups_Preview_SeesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Preview_SeesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "the nickname {name} with this picture, and how far {name} is with this group's assignments (not started, started, done, stars)." |
*
* @param {Groups_Preview_Sees_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_preview_sees_detail: ((inputs: Groups_Preview_Sees_DetailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Preview_Sees_DetailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing else: not your name or e-mail, and nothing else your child learns on this site." |
*
* @param {Groups_Preview_NeverInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_preview_never: ((inputs?: Groups_Preview_NeverInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Preview_NeverInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Join {name} to this group" |
*
* @param {Groups_Join_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_join_confirm: ((inputs: Groups_Join_ConfirmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Join_ConfirmInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Groups_CancelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_cancel: ((inputs?: Groups_CancelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_CancelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Child" |
*
* @param {Groups_Join_ChildInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_join_child: ((inputs?: Groups_Join_ChildInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Join_ChildInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The group's code" |
*
* @param {Groups_Join_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_join_code: ((inputs?: Groups_Join_CodeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Join_CodeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Check the code" |
*
* @param {Groups_Join_CheckInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_join_check: ((inputs?: Groups_Join_CheckInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Join_CheckInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Notes from the class" |
*
* @param {Groups_Notes_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_notes_title: ((inputs?: Groups_Notes_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Notes_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send me the class's take-home notes by e-mail" |
*
* @param {Groups_Note_Mail_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_mail_label: ((inputs?: Groups_Note_Mail_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Note_Mail_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No note yet." |
*
* @param {Groups_Notes_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_notes_none: ((inputs?: Groups_Notes_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Notes_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "From your class" |
*
* @param {Groups_From_Class_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_from_class_title: ((inputs?: Groups_From_Class_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_From_Class_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The first name or nickname, the avatar and the age group you chose. The name is shown only inside your family, and to the leaders of a class group you join y..." |
*
* @param {Groups_Privacy_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_privacy_name: ((inputs?: Groups_Privacy_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Privacy_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Class groups: when you join your child to a class with its code, the class's leaders see only the nickname and avatar and how far your child is with that cla..." |
*
* @param {Groups_Privacy_LeaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_privacy_leader: ((inputs?: Groups_Privacy_LeaderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Privacy_LeaderInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A goal for the whole class this week (optional)" |
*
* @param {Groups_Goal_FieldInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_goal_field: ((inputs?: Groups_Goal_FieldInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Goal_FieldInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Save the goal" |
*
* @param {Groups_Goal_SaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_goal_save: ((inputs?: Groups_Goal_SaveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Goal_SaveInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Goal saved" |
*
* @param {Groups_Goal_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_goal_saved: ((inputs?: Groups_Goal_SavedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Goal_SavedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Join a child to a class" |
*
* @param {Groups_Join_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_join_open: ((inputs?: Groups_Join_OpenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Join_OpenInputs, {
    locale?: "en" | "es";
}, {}>;
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
export type Groups_ErrorInputs = {};
export type Groups_LoadingInputs = {};
export type Groups_Co_Leader_WelcomeInputs = {};
export type Groups_CreatedInputs = {};
export type Groups_Code_IsInputs = {
    code: NonNullable<unknown>;
};
export type Groups_My_GroupsInputs = {};
export type Groups_None_YetInputs = {};
export type Groups_Member_CountInputs = {
    count: NonNullable<unknown>;
};
export type Groups_Role_LeaderInputs = {};
export type Groups_Role_Co_LeaderInputs = {};
export type Groups_New_GroupInputs = {};
export type Groups_New_Group_HintInputs = {};
export type Groups_Name_LabelInputs = {};
export type Groups_CreateInputs = {};
export type Groups_Not_FoundInputs = {};
export type Groups_BackInputs = {};
export type Groups_All_GroupsInputs = {};
export type Groups_Code_LabelInputs = {};
export type Groups_Code_HintInputs = {};
export type Groups_Print_InvitationInputs = {};
export type Groups_New_CodeInputs = {};
export type Groups_New_Code_ConfirmInputs = {};
export type Groups_New_Code_DoneInputs = {};
export type Groups_Week_TitleInputs = {};
export type Groups_Week_TotalInputs = {
    count: NonNullable<unknown>;
};
export type Groups_Week_StoriesInputs = {
    count: NonNullable<unknown>;
};
export type Groups_Goal_LabelInputs = {};
export type Groups_Goal_ProgressInputs = {
    count: NonNullable<unknown>;
    goal: NonNullable<unknown>;
};
export type Groups_Members_TitleInputs = {};
export type Groups_Members_HintInputs = {};
export type Groups_No_MembersInputs = {};
export type Groups_States_CaptionInputs = {};
export type Groups_MemberInputs = {};
export type Groups_DueInputs = {
    day: NonNullable<unknown>;
};
export type Groups_Remove_Member_ColumnInputs = {};
export type Groups_Remove_MemberInputs = {
    name: NonNullable<unknown>;
};
export type Groups_Remove_Member_ConfirmInputs = {
    name: NonNullable<unknown>;
};
export type Groups_RemovedInputs = {};
export type Groups_State_DoneInputs = {};
export type Groups_State_StartedInputs = {};
export type Groups_State_Not_StartedInputs = {};
export type Groups_State_StarsInputs = {
    count: NonNullable<unknown>;
};
export type Groups_Assignment_AddedInputs = {};
export type Groups_Note_PostedInputs = {};
export type Groups_Invite_SentInputs = {};
export type Groups_Handed_OverInputs = {};
export type Groups_DeletedInputs = {};
export type Groups_Kind_StoryInputs = {};
export type Groups_Kind_ChaptersInputs = {};
export type Groups_Kind_PlanInputs = {};
export type Groups_Kind_VerseInputs = {};
export type Groups_Kind_GameInputs = {};
export type Groups_Assign_TitleInputs = {};
export type Groups_Assign_KindInputs = {};
export type Groups_Assign_WhatInputs = {};
export type Groups_Assign_ChaptersInputs = {};
export type Groups_Assign_Chapters_HintInputs = {};
export type Groups_Assign_DueInputs = {};
export type Groups_Assign_ButtonInputs = {};
export type Groups_Note_TitleInputs = {};
export type Groups_Note_HintInputs = {};
export type Groups_Note_LabelInputs = {};
export type Groups_Note_PlaceholderInputs = {};
export type Groups_Note_AssignmentInputs = {};
export type Groups_Note_No_AssignmentInputs = {};
export type Groups_Note_SendInputs = {};
export type Groups_Leaders_TitleInputs = {};
export type Groups_Hand_OverInputs = {
    name: NonNullable<unknown>;
};
export type Groups_Hand_Over_ConfirmInputs = {
    name: NonNullable<unknown>;
};
export type Groups_Invite_LabelInputs = {};
export type Groups_Invite_ButtonInputs = {};
export type Groups_DeleteInputs = {};
export type Groups_Delete_ConfirmInputs = {};
export type Groups_Page_TitleInputs = {};
export type Groups_Page_DescriptionInputs = {};
export type Groups_Page_LeadInputs = {};
export type Groups_Invitation_TitleInputs = {};
export type Groups_Invitation_DescriptionInputs = {};
export type Groups_Invitation_IntroInputs = {};
export type Groups_Invitation_Qr_AltInputs = {};
export type Groups_Invitation_Step1Inputs = {};
export type Groups_Invitation_Step2Inputs = {};
export type Groups_Invitation_Step3Inputs = {};
export type Groups_PrintInputs = {};
export type Groups_JoinedInputs = {
    name: NonNullable<unknown>;
};
export type Groups_Leave_ConfirmInputs = {
    name: NonNullable<unknown>;
    group: NonNullable<unknown>;
};
export type Groups_LeftInputs = {
    name: NonNullable<unknown>;
};
export type Groups_Family_TitleInputs = {};
export type Groups_Family_HintInputs = {};
export type Groups_MembershipInputs = {
    name: NonNullable<unknown>;
    group: NonNullable<unknown>;
    leader: NonNullable<unknown>;
};
export type Groups_LeaveInputs = {
    name: NonNullable<unknown>;
};
export type Groups_Family_No_ChildrenInputs = {};
export type Groups_Preview_LeaderInputs = {
    leader: NonNullable<unknown>;
};
export type Groups_Preview_SeesInputs = {};
export type Groups_Preview_Sees_DetailInputs = {
    name: NonNullable<unknown>;
};
export type Groups_Preview_NeverInputs = {};
export type Groups_Join_ConfirmInputs = {
    name: NonNullable<unknown>;
};
export type Groups_CancelInputs = {};
export type Groups_Join_ChildInputs = {};
export type Groups_Join_CodeInputs = {};
export type Groups_Join_CheckInputs = {};
export type Groups_Notes_TitleInputs = {};
export type Groups_Note_Mail_LabelInputs = {};
export type Groups_Notes_NoneInputs = {};
export type Groups_From_Class_TitleInputs = {};
export type Groups_Privacy_NameInputs = {};
export type Groups_Privacy_LeaderInputs = {};
export type Groups_Goal_FieldInputs = {};
export type Groups_Goal_SaveInputs = {};
export type Groups_Goal_SavedInputs = {};
export type Groups_Join_OpenInputs = {};
