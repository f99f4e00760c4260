/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Not_Found_DescriptionInputs */

const en_site_not_found_description = /** @type {(inputs: Site_Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that page.`)
};

const es_site_not_found_description = /** @type {(inputs: Site_Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No encontramos esa página.`)
};

/**
* | output |
* | --- |
* | "We could not find that page." |
*
* @param {Site_Not_Found_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_not_found_description = /** @type {((inputs?: Site_Not_Found_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Not_Found_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_not_found_description(inputs)
	return en_site_not_found_description(inputs)
});