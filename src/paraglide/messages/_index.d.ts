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
* | "🌟 You earned something new!" |
*
* @param {Site_Celebration_Earned_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_celebration_earned_title: ((inputs?: Site_Celebration_Earned_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Celebration_Earned_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You earned:" |
*
* @param {Site_Celebration_You_EarnedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_celebration_you_earned: ((inputs?: Site_Celebration_You_EarnedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Celebration_You_EarnedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Keep going" |
*
* @param {Site_Celebration_Keep_GoingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_celebration_keep_going: ((inputs?: Site_Celebration_Keep_GoingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Celebration_Keep_GoingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Site_Menu_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_menu_label: ((inputs?: Site_Menu_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Menu_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Site_Menu_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_menu_open: ((inputs?: Site_Menu_OpenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Menu_OpenInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Site_Menu_MainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_menu_main: ((inputs?: Site_Menu_MainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Menu_MainInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Site_Account_MenuInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_account_menu: ((inputs?: Site_Account_MenuInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Account_MenuInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Who's learning?" |
*
* @param {Site_Learning_Switch_MenuInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_learning_switch_menu: ((inputs?: Site_Learning_Switch_MenuInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Learning_Switch_MenuInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Well done!" |
*
* @param {Site_Celebration_Well_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_celebration_well_done: ((inputs?: Site_Celebration_Well_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Celebration_Well_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{plan}: day {day} done" |
*
* @param {Site_Celebration_Plan_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_celebration_plan_day: ((inputs: Site_Celebration_Plan_DayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Celebration_Plan_DayInputs, {
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
* | "Included in the Premium plan." |
*
* @param {Games_Locked_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_locked_included: ((inputs?: Games_Locked_IncludedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Locked_IncludedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The tower has {built} of {total} blocks: one block for each letter that is not in the word." |
*
* @param {Games_Hangman_TowerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_tower: ((inputs: Games_Hangman_TowerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_TowerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listen to the question" |
*
* @param {Games_Listen_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_listen_question: ((inputs?: Games_Listen_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Listen_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listen to the hint" |
*
* @param {Games_Listen_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_listen_hint: ((inputs?: Games_Listen_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Listen_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listen to the story" |
*
* @param {Games_Listen_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_listen_story: ((inputs?: Games_Listen_StoryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Listen_StoryInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listen to the clue" |
*
* @param {Games_Listen_ClueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_listen_clue: ((inputs?: Games_Listen_ClueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Listen_ClueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Undo" |
*
* @param {Reader_Verse_UndoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_verse_undo: ((inputs?: Reader_Verse_UndoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Verse_UndoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Undo: take {reference} out of My verses" |
*
* @param {Reader_Verse_Undo_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_verse_undo_label: ((inputs: Reader_Verse_Undo_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Verse_Undo_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{reference} is no longer in your verses." |
*
* @param {Reader_Verse_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_verse_removed: ((inputs: Reader_Verse_RemovedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Verse_RemovedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a book and chapter" |
*
* @param {Reader_Choose_ChapterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_choose_chapter: ((inputs?: Reader_Choose_ChapterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Choose_ChapterInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a chapter" |
*
* @param {Reader_Chapter_Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_chapter_nav_label: ((inputs?: Reader_Chapter_Nav_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Chapter_Nav_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Previous chapter: {name}" |
*
* @param {Reader_Previous_ChapterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_previous_chapter: ((inputs: Reader_Previous_ChapterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Previous_ChapterInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Next chapter: {name}" |
*
* @param {Reader_Next_ChapterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_next_chapter: ((inputs: Reader_Next_ChapterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Next_ChapterInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Old Testament" |
*
* @param {Reader_Old_TestamentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_old_testament: ((inputs?: Reader_Old_TestamentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Old_TestamentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "New Testament" |
*
* @param {Reader_New_TestamentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_new_testament: ((inputs?: Reader_New_TestamentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_New_TestamentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "All books" |
*
* @param {Reader_All_BooksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_all_books: ((inputs?: Reader_All_BooksInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_All_BooksInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Chapters of {book}" |
*
* @param {Reader_Chapters_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_chapters_of: ((inputs: Reader_Chapters_OfInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Chapters_OfInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Version" |
*
* @param {Reader_VersionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_version: ((inputs?: Reader_VersionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_VersionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Go" |
*
* @param {Reader_GoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_go: ((inputs?: Reader_GoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_GoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Reading settings" |
*
* @param {Reader_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_settings: ((inputs?: Reader_SettingsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_SettingsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Text size" |
*
* @param {Reader_Text_SizeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_text_size: ((inputs?: Reader_Text_SizeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Text_SizeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Standard" |
*
* @param {Reader_Text_Size_StandardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_text_size_standard: ((inputs?: Reader_Text_Size_StandardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Text_Size_StandardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Large" |
*
* @param {Reader_Text_Size_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_text_size_large: ((inputs?: Reader_Text_Size_LargeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Text_Size_LargeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Larger" |
*
* @param {Reader_Text_Size_LargerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_text_size_larger: ((inputs?: Reader_Text_Size_LargerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Text_Size_LargerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Font" |
*
* @param {Reader_FontInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_font: ((inputs?: Reader_FontInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_FontInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Standard" |
*
* @param {Reader_Font_StandardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_font_standard: ((inputs?: Reader_Font_StandardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Font_StandardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Easy to read, with more space" |
*
* @param {Reader_Font_LegibleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_font_legible: ((inputs?: Reader_Font_LegibleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Font_LegibleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Colours" |
*
* @param {Reader_ThemeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_theme: ((inputs?: Reader_ThemeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_ThemeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Like my device" |
*
* @param {Reader_Theme_SystemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_theme_system: ((inputs?: Reader_Theme_SystemInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Theme_SystemInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Light" |
*
* @param {Reader_Theme_LightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_theme_light: ((inputs?: Reader_Theme_LightInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Theme_LightInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Dark" |
*
* @param {Reader_Theme_DarkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_theme_dark: ((inputs?: Reader_Theme_DarkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Theme_DarkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please sign in to keep your reading settings on every device." |
*
* @param {Reader_Settings_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_settings_sign_in: ((inputs?: Reader_Settings_Sign_InInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Settings_Sign_InInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your reading settings are kept on this device, but they could not be saved to your account." |
*
* @param {Reader_Settings_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_settings_not_saved: ((inputs?: Reader_Settings_Not_SavedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Settings_Not_SavedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How they like to read (text size, font, light or dark), so that reading looks the same on every device. Yours is kept the same way." |
*
* @param {Reader_Privacy_Reading_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_privacy_reading_settings: ((inputs?: Reader_Privacy_Reading_SettingsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Privacy_Reading_SettingsInputs, {
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
export type Site_Celebration_Earned_TitleInputs = {};
export type Site_Celebration_You_EarnedInputs = {};
export type Site_Celebration_Keep_GoingInputs = {};
export type Site_Menu_LabelInputs = {};
export type Site_Menu_OpenInputs = {};
export type Site_Menu_MainInputs = {};
export type Site_Account_MenuInputs = {};
export type Site_Learning_Switch_MenuInputs = {};
export type Site_Celebration_Well_DoneInputs = {};
export type Site_Celebration_Plan_DayInputs = {
    plan: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Family_Stories_Heard_LabelInputs = {};
export type Family_Stories_Heard_ListInputs = {
    count: NonNullable<unknown>;
    titles: NonNullable<unknown>;
};
export type Family_Stories_NoneInputs = {};
export type Games_Locked_IncludedInputs = {};
export type Games_Hangman_TowerInputs = {
    built: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Games_Listen_QuestionInputs = {};
export type Games_Listen_HintInputs = {};
export type Games_Listen_StoryInputs = {};
export type Games_Listen_ClueInputs = {};
export type Reader_Verse_UndoInputs = {};
export type Reader_Verse_Undo_LabelInputs = {
    reference: NonNullable<unknown>;
};
export type Reader_Verse_RemovedInputs = {
    reference: NonNullable<unknown>;
};
export type Reader_Choose_ChapterInputs = {};
export type Reader_Chapter_Nav_LabelInputs = {};
export type Reader_Previous_ChapterInputs = {
    name: NonNullable<unknown>;
};
export type Reader_Next_ChapterInputs = {
    name: NonNullable<unknown>;
};
export type Reader_Old_TestamentInputs = {};
export type Reader_New_TestamentInputs = {};
export type Reader_All_BooksInputs = {};
export type Reader_Chapters_OfInputs = {
    book: NonNullable<unknown>;
};
export type Reader_VersionInputs = {};
export type Reader_GoInputs = {};
export type Reader_SettingsInputs = {};
export type Reader_Text_SizeInputs = {};
export type Reader_Text_Size_StandardInputs = {};
export type Reader_Text_Size_LargeInputs = {};
export type Reader_Text_Size_LargerInputs = {};
export type Reader_FontInputs = {};
export type Reader_Font_StandardInputs = {};
export type Reader_Font_LegibleInputs = {};
export type Reader_ThemeInputs = {};
export type Reader_Theme_SystemInputs = {};
export type Reader_Theme_LightInputs = {};
export type Reader_Theme_DarkInputs = {};
export type Reader_Settings_Sign_InInputs = {};
export type Reader_Settings_Not_SavedInputs = {};
export type Reader_Privacy_Reading_SettingsInputs = {};
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
