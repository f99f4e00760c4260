/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Lesson_EmptyInputs */

const en_admin_lesson_empty = /** @type {(inputs: Admin_Lesson_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No mini lessons yet.`)
};

const es_admin_lesson_empty = /** @type {(inputs: Admin_Lesson_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay minilecciones.`)
};

/**
* | output |
* | --- |
* | "No mini lessons yet." |
*
* @param {Admin_Lesson_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_empty = /** @type {((inputs?: Admin_Lesson_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Lesson_EmptyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_lesson_empty(inputs)
	return en_admin_lesson_empty(inputs)
});