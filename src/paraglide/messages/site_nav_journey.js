/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Nav_JourneyInputs */

const en_site_nav_journey = /** @type {(inputs: Site_Nav_JourneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journey of Faith`)
};

const es_site_nav_journey = /** @type {(inputs: Site_Nav_JourneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camino de fe`)
};

/**
* | output |
* | --- |
* | "Journey of Faith" |
*
* @param {Site_Nav_JourneyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_nav_journey = /** @type {((inputs?: Site_Nav_JourneyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Nav_JourneyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_nav_journey(inputs)
	return en_site_nav_journey(inputs)
});