/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Assign_ChaptersInputs */

const en_groups_assign_chapters = /** @type {(inputs: Groups_Assign_ChaptersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book and chapters`)
};

const es_groups_assign_chapters = /** @type {(inputs: Groups_Assign_ChaptersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libro y capítulos`)
};

/**
* | output |
* | --- |
* | "Book and chapters" |
*
* @param {Groups_Assign_ChaptersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_chapters = /** @type {((inputs?: Groups_Assign_ChaptersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Assign_ChaptersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_assign_chapters(inputs)
	return en_groups_assign_chapters(inputs)
});