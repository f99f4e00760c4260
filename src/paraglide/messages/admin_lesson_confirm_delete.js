/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Admin_Lesson_Confirm_DeleteInputs */

const en_admin_lesson_confirm_delete = /** @type {(inputs: Admin_Lesson_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the mini lesson “${i?.title}”?`)
};

const es_admin_lesson_confirm_delete = /** @type {(inputs: Admin_Lesson_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Eliminar la minilección «${i?.title}»?`)
};

/**
* | output |
* | --- |
* | "Delete the mini lesson “{title}”?" |
*
* @param {Admin_Lesson_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_confirm_delete = /** @type {((inputs: Admin_Lesson_Confirm_DeleteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Lesson_Confirm_DeleteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_lesson_confirm_delete(inputs)
	return en_admin_lesson_confirm_delete(inputs)
});