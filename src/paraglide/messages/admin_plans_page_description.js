/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Plans_Page_DescriptionInputs */

const en_admin_plans_page_description = /** @type {(inputs: Admin_Plans_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add and edit the reading plans children follow.`)
};

const es_admin_plans_page_description = /** @type {(inputs: Admin_Plans_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade y edita los planes de lectura que siguen los niños.`)
};

/**
* | output |
* | --- |
* | "Add and edit the reading plans children follow." |
*
* @param {Admin_Plans_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_page_description = /** @type {((inputs?: Admin_Plans_Page_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Plans_Page_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_plans_page_description(inputs)
	return en_admin_plans_page_description(inputs)
});