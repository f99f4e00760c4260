/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Note_PostedInputs */

const en_groups_note_posted = /** @type {(inputs: Groups_Note_PostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note sent to the families`)
};

const es_groups_note_posted = /** @type {(inputs: Groups_Note_PostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota enviada a las familias`)
};

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
	if (locale === "es") return es_groups_note_posted(inputs)
	return en_groups_note_posted(inputs)
});