/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Lesson_Key_Verses_HintInputs */

const en_admin_lesson_key_verses_hint = /** @type {(inputs: Admin_Lesson_Key_Verses_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One verse a line, with its reference.`)
};

const es_admin_lesson_key_verses_hint = /** @type {(inputs: Admin_Lesson_Key_Verses_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un versículo por línea, con su referencia.`)
};

/**
* | output |
* | --- |
* | "One verse a line, with its reference." |
*
* @param {Admin_Lesson_Key_Verses_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_key_verses_hint = /** @type {((inputs?: Admin_Lesson_Key_Verses_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Lesson_Key_Verses_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_lesson_key_verses_hint(inputs)
	return en_admin_lesson_key_verses_hint(inputs)
});