/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Lesson_LoadingInputs */

const en_admin_lesson_loading = /** @type {(inputs: Admin_Lesson_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading mini lessons...`)
};

const es_admin_lesson_loading = /** @type {(inputs: Admin_Lesson_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando minilecciones...`)
};

/**
* | output |
* | --- |
* | "Loading mini lessons..." |
*
* @param {Admin_Lesson_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_loading = /** @type {((inputs?: Admin_Lesson_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Lesson_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_lesson_loading(inputs)
	return en_admin_lesson_loading(inputs)
});