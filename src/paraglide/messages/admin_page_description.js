/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Page_DescriptionInputs */

const en_admin_page_description = /** @type {(inputs: Admin_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage devotionals, wisdom proverbs, mini lessons and media.`)
};

const es_admin_page_description = /** @type {(inputs: Admin_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestiona devocionales, proverbios, minilecciones y contenido multimedia.`)
};

/**
* | output |
* | --- |
* | "Manage devotionals, wisdom proverbs, mini lessons and media." |
*
* @param {Admin_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_page_description = /** @type {((inputs?: Admin_Page_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Page_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_page_description(inputs)
	return en_admin_page_description(inputs)
});