/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Menu_Mini_LessonsInputs */

const en_site_menu_mini_lessons = /** @type {(inputs: Site_Menu_Mini_LessonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini Lessons`)
};

const es_site_menu_mini_lessons = /** @type {(inputs: Site_Menu_Mini_LessonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minilecciones`)
};

/**
* | output |
* | --- |
* | "Mini Lessons" |
*
* @param {Site_Menu_Mini_LessonsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_menu_mini_lessons = /** @type {((inputs?: Site_Menu_Mini_LessonsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Menu_Mini_LessonsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_menu_mini_lessons(inputs)
	return en_site_menu_mini_lessons(inputs)
});