/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Lesson_Create_FailedInputs */

const en_admin_lesson_create_failed = /** @type {(inputs: Admin_Lesson_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create mini lesson`)
};

const es_admin_lesson_create_failed = /** @type {(inputs: Admin_Lesson_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo crear la minilección`)
};

/**
* | output |
* | --- |
* | "Failed to create mini lesson" |
*
* @param {Admin_Lesson_Create_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_create_failed = /** @type {((inputs?: Admin_Lesson_Create_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Lesson_Create_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_lesson_create_failed(inputs)
	return en_admin_lesson_create_failed(inputs)
});