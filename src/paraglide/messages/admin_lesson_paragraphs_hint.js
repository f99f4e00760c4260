/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Lesson_Paragraphs_HintInputs */

const en_admin_lesson_paragraphs_hint = /** @type {(inputs: Admin_Lesson_Paragraphs_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave a blank line between paragraphs.`)
};

const es_admin_lesson_paragraphs_hint = /** @type {(inputs: Admin_Lesson_Paragraphs_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deja una línea en blanco entre los párrafos.`)
};

/**
* | output |
* | --- |
* | "Leave a blank line between paragraphs." |
*
* @param {Admin_Lesson_Paragraphs_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_paragraphs_hint = /** @type {((inputs?: Admin_Lesson_Paragraphs_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Lesson_Paragraphs_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_lesson_paragraphs_hint(inputs)
	return en_admin_lesson_paragraphs_hint(inputs)
});