/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Lesson_ReflectionInputs */

const en_admin_lesson_reflection = /** @type {(inputs: Admin_Lesson_ReflectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reflection`)
};

const es_admin_lesson_reflection = /** @type {(inputs: Admin_Lesson_ReflectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reflexión`)
};

/**
* | output |
* | --- |
* | "Reflection" |
*
* @param {Admin_Lesson_ReflectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_reflection = /** @type {((inputs?: Admin_Lesson_ReflectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Lesson_ReflectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_lesson_reflection(inputs)
	return en_admin_lesson_reflection(inputs)
});