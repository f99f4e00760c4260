/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Lessons_Page_DescriptionInputs */

const en_admin_lessons_page_description = /** @type {(inputs: Admin_Lessons_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create, edit and delete the mini lessons of the Journey of Faith page.`)
};

const es_admin_lessons_page_description = /** @type {(inputs: Admin_Lessons_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea, edita y elimina las minilecciones de la página Camino de fe.`)
};

/**
* | output |
* | --- |
* | "Create, edit and delete the mini lessons of the Journey of Faith page." |
*
* @param {Admin_Lessons_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lessons_page_description = /** @type {((inputs?: Admin_Lessons_Page_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Lessons_Page_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_lessons_page_description(inputs)
	return en_admin_lessons_page_description(inputs)
});