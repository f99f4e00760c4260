/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Notes_NoneInputs */

const en_groups_notes_none = /** @type {(inputs: Groups_Notes_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No note yet.`)
};

const es_groups_notes_none = /** @type {(inputs: Groups_Notes_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay notas.`)
};

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
	if (locale === "es") return es_groups_notes_none(inputs)
	return en_groups_notes_none(inputs)
});