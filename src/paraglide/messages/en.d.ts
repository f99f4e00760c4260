/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Reader_All_BooksInputs */
/** @typedef {{}} Reader_Chapter_Nav_LabelInputs */
/** @typedef {{ book: NonNullable<unknown> }} Reader_Chapters_OfInputs */
/** @typedef {{}} Reader_Choose_ChapterInputs */
/** @typedef {{}} Reader_CloseInputs */
/** @typedef {{}} Reader_FontInputs */
/** @typedef {{}} Reader_Font_LegibleInputs */
/** @typedef {{}} Reader_Font_StandardInputs */
/** @typedef {{}} Reader_GoInputs */
/** @typedef {{}} Reader_New_TestamentInputs */
/** @typedef {{ name: NonNullable<unknown> }} Reader_Next_ChapterInputs */
/** @typedef {{}} Reader_Old_TestamentInputs */
/** @typedef {{ name: NonNullable<unknown> }} Reader_Previous_ChapterInputs */
/** @typedef {{}} Reader_Privacy_Reading_SettingsInputs */
/** @typedef {{}} Reader_SettingsInputs */
/** @typedef {{}} Reader_Settings_Not_SavedInputs */
/** @typedef {{}} Reader_Settings_Sign_InInputs */
/** @typedef {{}} Reader_Text_SizeInputs */
/** @typedef {{}} Reader_Text_Size_LargeInputs */
/** @typedef {{}} Reader_Text_Size_LargerInputs */
/** @typedef {{}} Reader_Text_Size_StandardInputs */
/** @typedef {{}} Reader_ThemeInputs */
/** @typedef {{}} Reader_Theme_DarkInputs */
/** @typedef {{}} Reader_Theme_LightInputs */
/** @typedef {{}} Reader_Theme_SystemInputs */
/** @typedef {{}} Reader_VersionInputs */
/** @typedef {{ year: NonNullable<unknown>, siteName: NonNullable<unknown> }} Site_Footer_CopyrightInputs */
/** @typedef {{}} Site_Footer_FeaturesInputs */
/** @typedef {{}} Site_Footer_Features_LabelInputs */
/** @typedef {{}} Site_Footer_GeneralInputs */
/** @typedef {{}} Site_Footer_General_LabelInputs */
/** @typedef {{}} Site_Footer_PrivacyInputs */
export const reader_all_books: (inputs: Reader_All_BooksInputs) => LocalizedString;
export const reader_chapter_nav_label: (inputs: Reader_Chapter_Nav_LabelInputs) => LocalizedString;
export const reader_chapters_of: (inputs: Reader_Chapters_OfInputs) => LocalizedString;
export const reader_choose_chapter: (inputs: Reader_Choose_ChapterInputs) => LocalizedString;
export const reader_close: (inputs: Reader_CloseInputs) => LocalizedString;
export const reader_font: (inputs: Reader_FontInputs) => LocalizedString;
export const reader_font_legible: (inputs: Reader_Font_LegibleInputs) => LocalizedString;
export const reader_font_standard: (inputs: Reader_Font_StandardInputs) => LocalizedString;
export const reader_go: (inputs: Reader_GoInputs) => LocalizedString;
export const reader_new_testament: (inputs: Reader_New_TestamentInputs) => LocalizedString;
export const reader_next_chapter: (inputs: Reader_Next_ChapterInputs) => LocalizedString;
export const reader_old_testament: (inputs: Reader_Old_TestamentInputs) => LocalizedString;
export const reader_previous_chapter: (inputs: Reader_Previous_ChapterInputs) => LocalizedString;
export const reader_privacy_reading_settings: (inputs: Reader_Privacy_Reading_SettingsInputs) => LocalizedString;
export const reader_settings: (inputs: Reader_SettingsInputs) => LocalizedString;
export const reader_settings_not_saved: (inputs: Reader_Settings_Not_SavedInputs) => LocalizedString;
export const reader_settings_sign_in: (inputs: Reader_Settings_Sign_InInputs) => LocalizedString;
export const reader_text_size: (inputs: Reader_Text_SizeInputs) => LocalizedString;
export const reader_text_size_large: (inputs: Reader_Text_Size_LargeInputs) => LocalizedString;
export const reader_text_size_larger: (inputs: Reader_Text_Size_LargerInputs) => LocalizedString;
export const reader_text_size_standard: (inputs: Reader_Text_Size_StandardInputs) => LocalizedString;
export const reader_theme: (inputs: Reader_ThemeInputs) => LocalizedString;
export const reader_theme_dark: (inputs: Reader_Theme_DarkInputs) => LocalizedString;
export const reader_theme_light: (inputs: Reader_Theme_LightInputs) => LocalizedString;
export const reader_theme_system: (inputs: Reader_Theme_SystemInputs) => LocalizedString;
export const reader_version: (inputs: Reader_VersionInputs) => LocalizedString;
export const site_footer_copyright: (inputs: Site_Footer_CopyrightInputs) => LocalizedString;
export const site_footer_features: (inputs: Site_Footer_FeaturesInputs) => LocalizedString;
export const site_footer_features_label: (inputs: Site_Footer_Features_LabelInputs) => LocalizedString;
export const site_footer_general: (inputs: Site_Footer_GeneralInputs) => LocalizedString;
export const site_footer_general_label: (inputs: Site_Footer_General_LabelInputs) => LocalizedString;
export const site_footer_privacy: (inputs: Site_Footer_PrivacyInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_All_BooksInputs = {};
export type Reader_Chapter_Nav_LabelInputs = {};
export type Reader_Chapters_OfInputs = {
    book: NonNullable<unknown>;
};
export type Reader_Choose_ChapterInputs = {};
export type Reader_CloseInputs = {};
export type Reader_FontInputs = {};
export type Reader_Font_LegibleInputs = {};
export type Reader_Font_StandardInputs = {};
export type Reader_GoInputs = {};
export type Reader_New_TestamentInputs = {};
export type Reader_Next_ChapterInputs = {
    name: NonNullable<unknown>;
};
export type Reader_Old_TestamentInputs = {};
export type Reader_Previous_ChapterInputs = {
    name: NonNullable<unknown>;
};
export type Reader_Privacy_Reading_SettingsInputs = {};
export type Reader_SettingsInputs = {};
export type Reader_Settings_Not_SavedInputs = {};
export type Reader_Settings_Sign_InInputs = {};
export type Reader_Text_SizeInputs = {};
export type Reader_Text_Size_LargeInputs = {};
export type Reader_Text_Size_LargerInputs = {};
export type Reader_Text_Size_StandardInputs = {};
export type Reader_ThemeInputs = {};
export type Reader_Theme_DarkInputs = {};
export type Reader_Theme_LightInputs = {};
export type Reader_Theme_SystemInputs = {};
export type Reader_VersionInputs = {};
export type Site_Footer_CopyrightInputs = {
    year: NonNullable<unknown>;
    siteName: NonNullable<unknown>;
};
export type Site_Footer_FeaturesInputs = {};
export type Site_Footer_Features_LabelInputs = {};
export type Site_Footer_GeneralInputs = {};
export type Site_Footer_General_LabelInputs = {};
export type Site_Footer_PrivacyInputs = {};
