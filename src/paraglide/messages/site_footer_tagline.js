/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Footer_TaglineInputs */

const en_site_footer_tagline = /** @type {(inputs: Site_Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bite Size Pieces of the Word of God to Transform Lives`)
};

const es_site_footer_tagline = /** @type {(inputs: Site_Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La Palabra de Dios en pedacitos para transformar vidas`)
};

/**
* | output |
* | --- |
* | "Bite Size Pieces of the Word of God to Transform Lives" |
*
* @param {Site_Footer_TaglineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_tagline = /** @type {((inputs?: Site_Footer_TaglineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_TaglineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_footer_tagline(inputs)
	return en_site_footer_tagline(inputs)
});