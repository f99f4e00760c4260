/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Lesson_Key_VersesInputs */

const en_admin_lesson_key_verses = /** @type {(inputs: Admin_Lesson_Key_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Key Verses`)
};

const es_admin_lesson_key_verses = /** @type {(inputs: Admin_Lesson_Key_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versículos clave`)
};

/**
* | output |
* | --- |
* | "Key Verses" |
*
* @param {Admin_Lesson_Key_VersesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_key_verses = /** @type {((inputs?: Admin_Lesson_Key_VersesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Lesson_Key_VersesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_lesson_key_verses(inputs)
	return en_admin_lesson_key_verses(inputs)
});