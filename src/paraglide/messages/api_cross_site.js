/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Cross_SiteInputs */

const en_api_cross_site = /** @type {(inputs: Api_Cross_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cross-site requests are not allowed.`)
};

const es_api_cross_site = /** @type {(inputs: Api_Cross_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se permiten solicitudes desde otros sitios.`)
};

/**
* | output |
* | --- |
* | "Cross-site requests are not allowed." |
*
* @param {Api_Cross_SiteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_cross_site = /** @type {((inputs?: Api_Cross_SiteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Cross_SiteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_cross_site(inputs)
	return en_api_cross_site(inputs)
});