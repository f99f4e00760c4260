/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Note_TitleInputs */

const en_groups_note_title = /** @type {(inputs: Groups_Note_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take-home note`)
};

const es_groups_note_title = /** @type {(inputs: Groups_Note_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota para casa`)
};

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
	if (locale === "es") return es_groups_note_title(inputs)
	return en_groups_note_title(inputs)
});