/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Lesson_EditInputs */

const en_admin_lesson_edit = /** @type {(inputs: Admin_Lesson_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Mini Lesson`)
};

const es_admin_lesson_edit = /** @type {(inputs: Admin_Lesson_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar minilección`)
};

/**
* | output |
* | --- |
* | "Edit Mini Lesson" |
*
* @param {Admin_Lesson_EditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_edit = /** @type {((inputs?: Admin_Lesson_EditInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Lesson_EditInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_lesson_edit(inputs)
	return en_admin_lesson_edit(inputs)
});