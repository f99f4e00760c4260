/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Lesson_CreatedInputs */

const en_admin_lesson_created = /** @type {(inputs: Admin_Lesson_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini Lesson Created`)
};

const es_admin_lesson_created = /** @type {(inputs: Admin_Lesson_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minilección creada`)
};

/**
* | output |
* | --- |
* | "Mini Lesson Created" |
*
* @param {Admin_Lesson_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_created = /** @type {((inputs?: Admin_Lesson_CreatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Lesson_CreatedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_lesson_created(inputs)
	return en_admin_lesson_created(inputs)
});