/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Assign_Chapters_HintInputs */

const en_groups_assign_chapters_hint = /** @type {(inputs: Groups_Assign_Chapters_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The book, a colon and the chapters: john:1-3 or genesis:6.`)
};

const es_groups_assign_chapters_hint = /** @type {(inputs: Groups_Assign_Chapters_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El libro, dos puntos y los capítulos: john:1-3 o genesis:6.`)
};

/**
* | output |
* | --- |
* | "The book, a colon and the chapters: john:1-3 or genesis:6." |
*
* @param {Groups_Assign_Chapters_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_chapters_hint = /** @type {((inputs?: Groups_Assign_Chapters_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Assign_Chapters_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_assign_chapters_hint(inputs)
	return en_groups_assign_chapters_hint(inputs)
});