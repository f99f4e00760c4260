/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Site_Footer_GeneralInputs */
/** @typedef {{}} Site_Footer_FeaturesInputs */
/** @typedef {{}} Site_Footer_General_LabelInputs */
/** @typedef {{}} Site_Footer_Features_LabelInputs */
/** @typedef {{}} Site_Footer_PrivacyInputs */
/** @typedef {{ year: NonNullable<unknown>, siteName: NonNullable<unknown> }} Site_Footer_CopyrightInputs */
/** @typedef {{}} Site_Celebration_Earned_TitleInputs */
/** @typedef {{}} Site_Celebration_You_EarnedInputs */
/** @typedef {{}} Site_Celebration_Keep_GoingInputs */
/** @typedef {{}} Site_Menu_LabelInputs */
/** @typedef {{}} Site_Menu_OpenInputs */
/** @typedef {{}} Site_Menu_MainInputs */
/** @typedef {{}} Site_Account_MenuInputs */
/** @typedef {{}} Site_Learning_Switch_MenuInputs */
/** @typedef {{}} Site_Celebration_Well_DoneInputs */
/** @typedef {{ plan: NonNullable<unknown>, day: NonNullable<unknown> }} Site_Celebration_Plan_DayInputs */
/** @typedef {{}} Family_Stories_Heard_LabelInputs */
/** @typedef {{ count: NonNullable<unknown>, titles: NonNullable<unknown> }} Family_Stories_Heard_ListInputs */
/** @typedef {{}} Family_Stories_NoneInputs */
/** @typedef {{}} Games_Locked_IncludedInputs */
/** @typedef {{ built: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Hangman_TowerInputs */
/** @typedef {{}} Games_Listen_QuestionInputs */
/** @typedef {{}} Games_Listen_HintInputs */
/** @typedef {{}} Games_Listen_StoryInputs */
/** @typedef {{}} Games_Listen_ClueInputs */
/** @typedef {{}} Reader_Verse_UndoInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Reader_Verse_Undo_LabelInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Reader_Verse_RemovedInputs */
/** @typedef {{}} Reader_Choose_ChapterInputs */
/** @typedef {{}} Reader_Chapter_Nav_LabelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Reader_Previous_ChapterInputs */
/** @typedef {{ name: NonNullable<unknown> }} Reader_Next_ChapterInputs */
/** @typedef {{}} Reader_Old_TestamentInputs */
/** @typedef {{}} Reader_New_TestamentInputs */
/** @typedef {{}} Reader_All_BooksInputs */
/** @typedef {{ book: NonNullable<unknown> }} Reader_Chapters_OfInputs */
/** @typedef {{}} Reader_VersionInputs */
/** @typedef {{}} Reader_GoInputs */
/** @typedef {{}} Reader_SettingsInputs */
/** @typedef {{}} Reader_Text_SizeInputs */
/** @typedef {{}} Reader_Text_Size_StandardInputs */
/** @typedef {{}} Reader_Text_Size_LargeInputs */
/** @typedef {{}} Reader_Text_Size_LargerInputs */
/** @typedef {{}} Reader_FontInputs */
/** @typedef {{}} Reader_Font_StandardInputs */
/** @typedef {{}} Reader_Font_LegibleInputs */
/** @typedef {{}} Reader_ThemeInputs */
/** @typedef {{}} Reader_Theme_SystemInputs */
/** @typedef {{}} Reader_Theme_LightInputs */
/** @typedef {{}} Reader_Theme_DarkInputs */
/** @typedef {{}} Reader_Settings_Sign_InInputs */
/** @typedef {{}} Reader_Settings_Not_SavedInputs */
/** @typedef {{}} Reader_Privacy_Reading_SettingsInputs */
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
export const site_footer_general: (inputs: Site_Footer_GeneralInputs) => LocalizedString;
export const site_footer_features: (inputs: Site_Footer_FeaturesInputs) => LocalizedString;
export const site_footer_general_label: (inputs: Site_Footer_General_LabelInputs) => LocalizedString;
export const site_footer_features_label: (inputs: Site_Footer_Features_LabelInputs) => LocalizedString;
export const site_footer_privacy: (inputs: Site_Footer_PrivacyInputs) => LocalizedString;
export const site_footer_copyright: (inputs: Site_Footer_CopyrightInputs) => LocalizedString;
export const site_celebration_earned_title: (inputs: Site_Celebration_Earned_TitleInputs) => LocalizedString;
export const site_celebration_you_earned: (inputs: Site_Celebration_You_EarnedInputs) => LocalizedString;
export const site_celebration_keep_going: (inputs: Site_Celebration_Keep_GoingInputs) => LocalizedString;
export const site_menu_label: (inputs: Site_Menu_LabelInputs) => LocalizedString;
export const site_menu_open: (inputs: Site_Menu_OpenInputs) => LocalizedString;
export const site_menu_main: (inputs: Site_Menu_MainInputs) => LocalizedString;
export const site_account_menu: (inputs: Site_Account_MenuInputs) => LocalizedString;
export const site_learning_switch_menu: (inputs: Site_Learning_Switch_MenuInputs) => LocalizedString;
export const site_celebration_well_done: (inputs: Site_Celebration_Well_DoneInputs) => LocalizedString;
export const site_celebration_plan_day: (inputs: Site_Celebration_Plan_DayInputs) => LocalizedString;
export const family_stories_heard_label: (inputs: Family_Stories_Heard_LabelInputs) => LocalizedString;
export const family_stories_heard_list: (inputs: Family_Stories_Heard_ListInputs) => LocalizedString;
export const family_stories_none: (inputs: Family_Stories_NoneInputs) => LocalizedString;
export const games_locked_included: (inputs: Games_Locked_IncludedInputs) => LocalizedString;
export const games_hangman_tower: (inputs: Games_Hangman_TowerInputs) => LocalizedString;
export const games_listen_question: (inputs: Games_Listen_QuestionInputs) => LocalizedString;
export const games_listen_hint: (inputs: Games_Listen_HintInputs) => LocalizedString;
export const games_listen_story: (inputs: Games_Listen_StoryInputs) => LocalizedString;
export const games_listen_clue: (inputs: Games_Listen_ClueInputs) => LocalizedString;
export const reader_verse_undo: (inputs: Reader_Verse_UndoInputs) => LocalizedString;
export const reader_verse_undo_label: (inputs: Reader_Verse_Undo_LabelInputs) => LocalizedString;
export const reader_verse_removed: (inputs: Reader_Verse_RemovedInputs) => LocalizedString;
export const reader_choose_chapter: (inputs: Reader_Choose_ChapterInputs) => LocalizedString;
export const reader_chapter_nav_label: (inputs: Reader_Chapter_Nav_LabelInputs) => LocalizedString;
export const reader_previous_chapter: (inputs: Reader_Previous_ChapterInputs) => LocalizedString;
export const reader_next_chapter: (inputs: Reader_Next_ChapterInputs) => LocalizedString;
export const reader_old_testament: (inputs: Reader_Old_TestamentInputs) => LocalizedString;
export const reader_new_testament: (inputs: Reader_New_TestamentInputs) => LocalizedString;
export const reader_all_books: (inputs: Reader_All_BooksInputs) => LocalizedString;
export const reader_chapters_of: (inputs: Reader_Chapters_OfInputs) => LocalizedString;
export const reader_version: (inputs: Reader_VersionInputs) => LocalizedString;
export const reader_go: (inputs: Reader_GoInputs) => LocalizedString;
export const reader_settings: (inputs: Reader_SettingsInputs) => LocalizedString;
export const reader_text_size: (inputs: Reader_Text_SizeInputs) => LocalizedString;
export const reader_text_size_standard: (inputs: Reader_Text_Size_StandardInputs) => LocalizedString;
export const reader_text_size_large: (inputs: Reader_Text_Size_LargeInputs) => LocalizedString;
export const reader_text_size_larger: (inputs: Reader_Text_Size_LargerInputs) => LocalizedString;
export const reader_font: (inputs: Reader_FontInputs) => LocalizedString;
export const reader_font_standard: (inputs: Reader_Font_StandardInputs) => LocalizedString;
export const reader_font_legible: (inputs: Reader_Font_LegibleInputs) => LocalizedString;
export const reader_theme: (inputs: Reader_ThemeInputs) => LocalizedString;
export const reader_theme_system: (inputs: Reader_Theme_SystemInputs) => LocalizedString;
export const reader_theme_light: (inputs: Reader_Theme_LightInputs) => LocalizedString;
export const reader_theme_dark: (inputs: Reader_Theme_DarkInputs) => LocalizedString;
export const reader_settings_sign_in: (inputs: Reader_Settings_Sign_InInputs) => LocalizedString;
export const reader_settings_not_saved: (inputs: Reader_Settings_Not_SavedInputs) => LocalizedString;
export const reader_privacy_reading_settings: (inputs: Reader_Privacy_Reading_SettingsInputs) => LocalizedString;
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
