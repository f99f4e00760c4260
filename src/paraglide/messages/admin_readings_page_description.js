/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Readings_Page_DescriptionInputs */

const en_admin_readings_page_description = /** @type {(inputs: Admin_Readings_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan the daily Bible readings shown in the Bible Explorer.`)
};

const es_admin_readings_page_description = /** @type {(inputs: Admin_Readings_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planifica las lecturas bíblicas diarias que se muestran en el Explorador de la Biblia.`)
};

/**
* | output |
* | --- |
* | "Plan the daily Bible readings shown in the Bible Explorer." |
*
* @param {Admin_Readings_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_page_description = /** @type {((inputs?: Admin_Readings_Page_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Readings_Page_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_readings_page_description(inputs)
	return en_admin_readings_page_description(inputs)
});