/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Confirmation_ResentInputs */

const en_api_confirmation_resent = /** @type {(inputs: Api_Confirmation_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If that account still needs confirming, we sent a new confirmation link.`)
};

const es_api_confirmation_resent = /** @type {(inputs: Api_Confirmation_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si esa cuenta aún no está confirmada, le enviamos un nuevo enlace de confirmación.`)
};

/**
* | output |
* | --- |
* | "If that account still needs confirming, we sent a new confirmation link." |
*
* @param {Api_Confirmation_ResentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_confirmation_resent = /** @type {((inputs?: Api_Confirmation_ResentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Confirmation_ResentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_confirmation_resent(inputs)
	return en_api_confirmation_resent(inputs)
});