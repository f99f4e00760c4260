/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Page_TitleInputs */

const en_admin_page_title = /** @type {(inputs: Admin_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Panel`)
};

const es_admin_page_title = /** @type {(inputs: Admin_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel de administración`)
};

/**
* | output |
* | --- |
* | "Admin Panel" |
*
* @param {Admin_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_page_title = /** @type {((inputs?: Admin_Page_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Page_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_page_title(inputs)
	return en_admin_page_title(inputs)
});