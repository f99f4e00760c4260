/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Lesson_NounInputs */

const en_admin_lesson_noun = /** @type {(inputs: Admin_Lesson_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mini lessons`)
};

const es_admin_lesson_noun = /** @type {(inputs: Admin_Lesson_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`minilecciones`)
};

/**
* | output |
* | --- |
* | "mini lessons" |
*
* @param {Admin_Lesson_NounInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_noun = /** @type {((inputs?: Admin_Lesson_NounInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Lesson_NounInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_lesson_noun(inputs)
	return en_admin_lesson_noun(inputs)
});