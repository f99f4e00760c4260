/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ path: NonNullable<unknown> }} Admin_Lesson_AddressInputs */

const en_admin_lesson_address = /** @type {(inputs: Admin_Lesson_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Its address: ${i?.path}`)
};

const es_admin_lesson_address = /** @type {(inputs: Admin_Lesson_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su dirección: ${i?.path}`)
};

/**
* | output |
* | --- |
* | "Its address: {path}" |
*
* @param {Admin_Lesson_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_address = /** @type {((inputs: Admin_Lesson_AddressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Lesson_AddressInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_lesson_address(inputs)
	return en_admin_lesson_address(inputs)
});