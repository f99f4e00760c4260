/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Link_ExpiredInputs */

const en_api_link_expired = /** @type {(inputs: Api_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link has expired or was already used. Please ask for a new one.`)
};

const es_api_link_expired = /** @type {(inputs: Api_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace ya caducó o ya se usó. Pide uno nuevo, por favor.`)
};

/**
* | output |
* | --- |
* | "This link has expired or was already used. Please ask for a new one." |
*
* @param {Api_Link_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_link_expired = /** @type {((inputs?: Api_Link_ExpiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Link_ExpiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_link_expired(inputs)
	return en_api_link_expired(inputs)
});