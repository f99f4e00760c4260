/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Lesson_Create_SubmitInputs */

const en_admin_lesson_create_submit = /** @type {(inputs: Admin_Lesson_Create_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Lesson`)
};

const es_admin_lesson_create_submit = /** @type {(inputs: Admin_Lesson_Create_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear lección`)
};

/**
* | output |
* | --- |
* | "Create Lesson" |
*
* @param {Admin_Lesson_Create_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_create_submit = /** @type {((inputs?: Admin_Lesson_Create_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Lesson_Create_SubmitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_lesson_create_submit(inputs)
	return en_admin_lesson_create_submit(inputs)
});