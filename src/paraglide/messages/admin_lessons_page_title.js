/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Lessons_Page_TitleInputs */

const en_admin_lessons_page_title = /** @type {(inputs: Admin_Lessons_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini Lessons Admin`)
};

const es_admin_lessons_page_title = /** @type {(inputs: Admin_Lessons_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administración de minilecciones`)
};

/**
* | output |
* | --- |
* | "Mini Lessons Admin" |
*
* @param {Admin_Lessons_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lessons_page_title = /** @type {((inputs?: Admin_Lessons_Page_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Lessons_Page_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_lessons_page_title(inputs)
	return en_admin_lessons_page_title(inputs)
});