/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

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
import * as __en from "./en.js"
import * as __es from "./es.js"
/**
* | output |
* | --- |
* | "All books" |
*
* @param {Reader_All_BooksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_all_books = /** @type {((inputs?: Reader_All_BooksInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_All_BooksInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_all_books(inputs)
	return __en.reader_all_books(inputs)
});
/**
* | output |
* | --- |
* | "Choose a chapter" |
*
* @param {Reader_Chapter_Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_chapter_nav_label = /** @type {((inputs?: Reader_Chapter_Nav_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Chapter_Nav_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_chapter_nav_label(inputs)
	return __en.reader_chapter_nav_label(inputs)
});
/**
* | output |
* | --- |
* | "Chapters of {book}" |
*
* @param {Reader_Chapters_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_chapters_of = /** @type {((inputs: Reader_Chapters_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Chapters_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_chapters_of(inputs)
	return __en.reader_chapters_of(inputs)
});
/**
* | output |
* | --- |
* | "Choose a book and chapter" |
*
* @param {Reader_Choose_ChapterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_choose_chapter = /** @type {((inputs?: Reader_Choose_ChapterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Choose_ChapterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_choose_chapter(inputs)
	return __en.reader_choose_chapter(inputs)
});
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Reader_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_close = /** @type {((inputs?: Reader_CloseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_CloseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_close(inputs)
	return __en.reader_close(inputs)
});
/**
* | output |
* | --- |
* | "Font" |
*
* @param {Reader_FontInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_font = /** @type {((inputs?: Reader_FontInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_FontInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_font(inputs)
	return __en.reader_font(inputs)
});
/**
* | output |
* | --- |
* | "Easy to read, with more space" |
*
* @param {Reader_Font_LegibleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_font_legible = /** @type {((inputs?: Reader_Font_LegibleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Font_LegibleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_font_legible(inputs)
	return __en.reader_font_legible(inputs)
});
/**
* | output |
* | --- |
* | "Standard" |
*
* @param {Reader_Font_StandardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_font_standard = /** @type {((inputs?: Reader_Font_StandardInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Font_StandardInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_font_standard(inputs)
	return __en.reader_font_standard(inputs)
});
/**
* | output |
* | --- |
* | "Go" |
*
* @param {Reader_GoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_go = /** @type {((inputs?: Reader_GoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_GoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_go(inputs)
	return __en.reader_go(inputs)
});
/**
* | output |
* | --- |
* | "New Testament" |
*
* @param {Reader_New_TestamentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_new_testament = /** @type {((inputs?: Reader_New_TestamentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_New_TestamentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_new_testament(inputs)
	return __en.reader_new_testament(inputs)
});
/**
* | output |
* | --- |
* | "Next chapter: {name}" |
*
* @param {Reader_Next_ChapterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_next_chapter = /** @type {((inputs: Reader_Next_ChapterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Next_ChapterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_next_chapter(inputs)
	return __en.reader_next_chapter(inputs)
});
/**
* | output |
* | --- |
* | "Old Testament" |
*
* @param {Reader_Old_TestamentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_old_testament = /** @type {((inputs?: Reader_Old_TestamentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Old_TestamentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_old_testament(inputs)
	return __en.reader_old_testament(inputs)
});
/**
* | output |
* | --- |
* | "Previous chapter: {name}" |
*
* @param {Reader_Previous_ChapterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_previous_chapter = /** @type {((inputs: Reader_Previous_ChapterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Previous_ChapterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_previous_chapter(inputs)
	return __en.reader_previous_chapter(inputs)
});
/**
* | output |
* | --- |
* | "How they like to read (text size, font, light or dark), so that reading looks the same on every device. Yours is kept the same way." |
*
* @param {Reader_Privacy_Reading_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_privacy_reading_settings = /** @type {((inputs?: Reader_Privacy_Reading_SettingsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Privacy_Reading_SettingsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_privacy_reading_settings(inputs)
	return __en.reader_privacy_reading_settings(inputs)
});
/**
* | output |
* | --- |
* | "Reading settings" |
*
* @param {Reader_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_settings = /** @type {((inputs?: Reader_SettingsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_SettingsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_settings(inputs)
	return __en.reader_settings(inputs)
});
/**
* | output |
* | --- |
* | "Your reading settings are kept on this device, but they could not be saved to your account." |
*
* @param {Reader_Settings_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_settings_not_saved = /** @type {((inputs?: Reader_Settings_Not_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Settings_Not_SavedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_settings_not_saved(inputs)
	return __en.reader_settings_not_saved(inputs)
});
/**
* | output |
* | --- |
* | "Please sign in to keep your reading settings on every device." |
*
* @param {Reader_Settings_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_settings_sign_in = /** @type {((inputs?: Reader_Settings_Sign_InInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Settings_Sign_InInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_settings_sign_in(inputs)
	return __en.reader_settings_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Text size" |
*
* @param {Reader_Text_SizeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_text_size = /** @type {((inputs?: Reader_Text_SizeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Text_SizeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_text_size(inputs)
	return __en.reader_text_size(inputs)
});
/**
* | output |
* | --- |
* | "Large" |
*
* @param {Reader_Text_Size_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_text_size_large = /** @type {((inputs?: Reader_Text_Size_LargeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Text_Size_LargeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_text_size_large(inputs)
	return __en.reader_text_size_large(inputs)
});
/**
* | output |
* | --- |
* | "Larger" |
*
* @param {Reader_Text_Size_LargerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_text_size_larger = /** @type {((inputs?: Reader_Text_Size_LargerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Text_Size_LargerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_text_size_larger(inputs)
	return __en.reader_text_size_larger(inputs)
});
/**
* | output |
* | --- |
* | "Standard" |
*
* @param {Reader_Text_Size_StandardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_text_size_standard = /** @type {((inputs?: Reader_Text_Size_StandardInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Text_Size_StandardInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_text_size_standard(inputs)
	return __en.reader_text_size_standard(inputs)
});
/**
* | output |
* | --- |
* | "Colours" |
*
* @param {Reader_ThemeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_theme = /** @type {((inputs?: Reader_ThemeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_ThemeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_theme(inputs)
	return __en.reader_theme(inputs)
});
/**
* | output |
* | --- |
* | "Dark" |
*
* @param {Reader_Theme_DarkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_theme_dark = /** @type {((inputs?: Reader_Theme_DarkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Theme_DarkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_theme_dark(inputs)
	return __en.reader_theme_dark(inputs)
});
/**
* | output |
* | --- |
* | "Light" |
*
* @param {Reader_Theme_LightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_theme_light = /** @type {((inputs?: Reader_Theme_LightInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Theme_LightInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_theme_light(inputs)
	return __en.reader_theme_light(inputs)
});
/**
* | output |
* | --- |
* | "Like my device" |
*
* @param {Reader_Theme_SystemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_theme_system = /** @type {((inputs?: Reader_Theme_SystemInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Theme_SystemInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_theme_system(inputs)
	return __en.reader_theme_system(inputs)
});
/**
* | output |
* | --- |
* | "Version" |
*
* @param {Reader_VersionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_version = /** @type {((inputs?: Reader_VersionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_VersionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_version(inputs)
	return __en.reader_version(inputs)
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