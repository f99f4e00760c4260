/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Lesson_UpdatedInputs */

const en_admin_lesson_updated = /** @type {(inputs: Admin_Lesson_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini Lesson Updated`)
};

const es_admin_lesson_updated = /** @type {(inputs: Admin_Lesson_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minilección actualizada`)
};

/**
* | output |
* | --- |
* | "Mini Lesson Updated" |
*
* @param {Admin_Lesson_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_updated = /** @type {((inputs?: Admin_Lesson_UpdatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Lesson_UpdatedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_lesson_updated(inputs)
	return en_admin_lesson_updated(inputs)
});