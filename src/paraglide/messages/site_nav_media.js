/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Nav_MediaInputs */

const en_site_nav_media = /** @type {(inputs: Site_Nav_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media Center`)
};

const es_site_nav_media = /** @type {(inputs: Site_Nav_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Videos y audios`)
};

/**
* | output |
* | --- |
* | "Media Center" |
*
* @param {Site_Nav_MediaInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_nav_media = /** @type {((inputs?: Site_Nav_MediaInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Nav_MediaInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_nav_media(inputs)
	return en_site_nav_media(inputs)
});