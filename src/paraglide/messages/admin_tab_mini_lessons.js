/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_Mini_LessonsInputs */

const en_admin_tab_mini_lessons = /** @type {(inputs: Admin_Tab_Mini_LessonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini Lessons`)
};

const es_admin_tab_mini_lessons = /** @type {(inputs: Admin_Tab_Mini_LessonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minilecciones`)
};

/**
* | output |
* | --- |
* | "Mini Lessons" |
*
* @param {Admin_Tab_Mini_LessonsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_tab_mini_lessons = /** @type {((inputs?: Admin_Tab_Mini_LessonsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_Mini_LessonsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tab_mini_lessons(inputs)
	return en_admin_tab_mini_lessons(inputs)
});