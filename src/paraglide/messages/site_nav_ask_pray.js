/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Nav_Ask_PrayInputs */

const en_site_nav_ask_pray = /** @type {(inputs: Site_Nav_Ask_PrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask & Pray`)
};

const es_site_nav_ask_pray = /** @type {(inputs: Site_Nav_Ask_PrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunta y ora`)
};

/**
* | output |
* | --- |
* | "Ask & Pray" |
*
* @param {Site_Nav_Ask_PrayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_nav_ask_pray = /** @type {((inputs?: Site_Nav_Ask_PrayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Nav_Ask_PrayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_nav_ask_pray(inputs)
	return en_site_nav_ask_pray(inputs)
});