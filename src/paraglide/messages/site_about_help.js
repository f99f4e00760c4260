/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_About_HelpInputs */

const en_site_about_help = /** @type {(inputs: Site_About_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Need help? Write to us`)
};

const es_site_about_help = /** @type {(inputs: Site_About_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Necesitas ayuda? Escríbenos`)
};

/**
* | output |
* | --- |
* | "Need help? Write to us" |
*
* @param {Site_About_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_about_help = /** @type {((inputs?: Site_About_HelpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_About_HelpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_about_help(inputs)
	return en_site_about_help(inputs)
});