/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Lesson_CreateInputs */

const en_admin_lesson_create = /** @type {(inputs: Admin_Lesson_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Mini Lesson`)
};

const es_admin_lesson_create = /** @type {(inputs: Admin_Lesson_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear minilección`)
};

/**
* | output |
* | --- |
* | "Create Mini Lesson" |
*
* @param {Admin_Lesson_CreateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_create = /** @type {((inputs?: Admin_Lesson_CreateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Lesson_CreateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_lesson_create(inputs)
	return en_admin_lesson_create(inputs)
});