/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Language_InvalidInputs */

const en_site_language_invalid = /** @type {(inputs: Site_Language_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That language is not one of the site's.`)
};

const es_site_language_invalid = /** @type {(inputs: Site_Language_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese idioma no es uno de los del sitio.`)
};

/**
* | output |
* | --- |
* | "That language is not one of the site's." |
*
* @param {Site_Language_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_language_invalid = /** @type {((inputs?: Site_Language_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Language_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_language_invalid(inputs)
	return en_site_language_invalid(inputs)
});