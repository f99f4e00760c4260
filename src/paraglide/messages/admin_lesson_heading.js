/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Lesson_HeadingInputs */

const en_admin_lesson_heading = /** @type {(inputs: Admin_Lesson_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini Lessons`)
};

const es_admin_lesson_heading = /** @type {(inputs: Admin_Lesson_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minilecciones`)
};

/**
* | output |
* | --- |
* | "Mini Lessons" |
*
* @param {Admin_Lesson_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_heading = /** @type {((inputs?: Admin_Lesson_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Lesson_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_lesson_heading(inputs)
	return en_admin_lesson_heading(inputs)
});