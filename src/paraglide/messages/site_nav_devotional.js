/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Nav_DevotionalInputs */

const en_site_nav_devotional = /** @type {(inputs: Site_Nav_DevotionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devotional`)
};

const es_site_nav_devotional = /** @type {(inputs: Site_Nav_DevotionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocional`)
};

/**
* | output |
* | --- |
* | "Devotional" |
*
* @param {Site_Nav_DevotionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_nav_devotional = /** @type {((inputs?: Site_Nav_DevotionalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Nav_DevotionalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_nav_devotional(inputs)
	return en_site_nav_devotional(inputs)
});