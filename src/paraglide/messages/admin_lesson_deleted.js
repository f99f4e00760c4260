/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Lesson_DeletedInputs */

const en_admin_lesson_deleted = /** @type {(inputs: Admin_Lesson_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini Lesson Deleted`)
};

const es_admin_lesson_deleted = /** @type {(inputs: Admin_Lesson_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minilección eliminada`)
};

/**
* | output |
* | --- |
* | "Mini Lesson Deleted" |
*
* @param {Admin_Lesson_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_deleted = /** @type {((inputs?: Admin_Lesson_DeletedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Lesson_DeletedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_lesson_deleted(inputs)
	return en_admin_lesson_deleted(inputs)
});