/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Offline_DescriptionInputs */

const en_site_offline_description = /** @type {(inputs: Site_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you can still do without a connection.`)
};

const es_site_offline_description = /** @type {(inputs: Site_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que aún puedes hacer sin conexión.`)
};

/**
* | output |
* | --- |
* | "What you can still do without a connection." |
*
* @param {Site_Offline_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_offline_description = /** @type {((inputs?: Site_Offline_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Offline_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_offline_description(inputs)
	return en_site_offline_description(inputs)
});