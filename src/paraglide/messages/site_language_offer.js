/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Language_OfferInputs */

const en_site_language_offer = /** @type {(inputs: Site_Language_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View this page in English`)
};

const es_site_language_offer = /** @type {(inputs: Site_Language_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver esta página en español`)
};

/**
* | output |
* | --- |
* | "View this page in English" |
*
* @param {Site_Language_OfferInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_language_offer = /** @type {((inputs?: Site_Language_OfferInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Language_OfferInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_language_offer(inputs)
	return en_site_language_offer(inputs)
});