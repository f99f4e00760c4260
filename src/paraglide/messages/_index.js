/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Site_Footer_GeneralInputs */
/** @typedef {{}} Site_Footer_FeaturesInputs */
/** @typedef {{}} Site_Footer_General_LabelInputs */
/** @typedef {{}} Site_Footer_Features_LabelInputs */
/** @typedef {{}} Site_Footer_PrivacyInputs */
/** @typedef {{ year: NonNullable<unknown>, siteName: NonNullable<unknown> }} Site_Footer_CopyrightInputs */
/** @typedef {{}} Games_Locked_IncludedInputs */
/** @typedef {{ built: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Hangman_TowerInputs */
/** @typedef {{}} Games_Listen_QuestionInputs */
/** @typedef {{}} Games_Listen_HintInputs */
/** @typedef {{}} Games_Listen_StoryInputs */
/** @typedef {{}} Games_Listen_ClueInputs */
/** @typedef {{}} Reader_Verse_UndoInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Reader_Verse_Undo_LabelInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Reader_Verse_RemovedInputs */
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
* | "Included in the Premium plan." |
*
* @param {Games_Locked_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_locked_included = /** @type {((inputs?: Games_Locked_IncludedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Locked_IncludedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.games_locked_included(inputs)
	return __en.games_locked_included(inputs)
});
/**
* | output |
* | --- |
* | "The tower has {built} of {total} blocks: one block for each letter that is not in the word." |
*
* @param {Games_Hangman_TowerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_tower = /** @type {((inputs: Games_Hangman_TowerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_TowerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.games_hangman_tower(inputs)
	return __en.games_hangman_tower(inputs)
});
/**
* | output |
* | --- |
* | "Listen to the question" |
*
* @param {Games_Listen_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_listen_question = /** @type {((inputs?: Games_Listen_QuestionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Listen_QuestionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.games_listen_question(inputs)
	return __en.games_listen_question(inputs)
});
/**
* | output |
* | --- |
* | "Listen to the hint" |
*
* @param {Games_Listen_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_listen_hint = /** @type {((inputs?: Games_Listen_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Listen_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.games_listen_hint(inputs)
	return __en.games_listen_hint(inputs)
});
/**
* | output |
* | --- |
* | "Listen to the story" |
*
* @param {Games_Listen_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_listen_story = /** @type {((inputs?: Games_Listen_StoryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Listen_StoryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.games_listen_story(inputs)
	return __en.games_listen_story(inputs)
});
/**
* | output |
* | --- |
* | "Listen to the clue" |
*
* @param {Games_Listen_ClueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_listen_clue = /** @type {((inputs?: Games_Listen_ClueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Listen_ClueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.games_listen_clue(inputs)
	return __en.games_listen_clue(inputs)
});
/**
* | output |
* | --- |
* | "Undo" |
*
* @param {Reader_Verse_UndoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_verse_undo = /** @type {((inputs?: Reader_Verse_UndoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Verse_UndoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_verse_undo(inputs)
	return __en.reader_verse_undo(inputs)
});
/**
* | output |
* | --- |
* | "Undo: take {reference} out of My verses" |
*
* @param {Reader_Verse_Undo_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_verse_undo_label = /** @type {((inputs: Reader_Verse_Undo_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Verse_Undo_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_verse_undo_label(inputs)
	return __en.reader_verse_undo_label(inputs)
});
/**
* | output |
* | --- |
* | "{reference} is no longer in your verses." |
*
* @param {Reader_Verse_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_verse_removed = /** @type {((inputs: Reader_Verse_RemovedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Verse_RemovedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.reader_verse_removed(inputs)
	return __en.reader_verse_removed(inputs)
});