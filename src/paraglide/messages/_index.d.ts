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
* | "Close" |
*
* @param {Reader_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_close: ((inputs?: Reader_CloseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_CloseInputs, {
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
