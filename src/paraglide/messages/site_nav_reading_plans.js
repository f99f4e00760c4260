/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Nav_Reading_PlansInputs */

const en_site_nav_reading_plans = /** @type {(inputs: Site_Nav_Reading_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading Plans`)
};

const es_site_nav_reading_plans = /** @type {(inputs: Site_Nav_Reading_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de lectura`)
};

/**
* | output |
* | --- |
* | "Reading Plans" |
*
* @param {Site_Nav_Reading_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_nav_reading_plans = /** @type {((inputs?: Site_Nav_Reading_PlansInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Nav_Reading_PlansInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_nav_reading_plans(inputs)
	return en_site_nav_reading_plans(inputs)
});