/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Signed_Out_EverywhereInputs */

const en_api_signed_out_everywhere = /** @type {(inputs: Api_Signed_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You were signed out on every device.`)
};

const es_api_signed_out_everywhere = /** @type {(inputs: Api_Signed_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se cerró tu sesión en todos los dispositivos.`)
};

/**
* | output |
* | --- |
* | "You were signed out on every device." |
*
* @param {Api_Signed_Out_EverywhereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_signed_out_everywhere = /** @type {((inputs?: Api_Signed_Out_EverywhereInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Signed_Out_EverywhereInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_signed_out_everywhere(inputs)
	return en_api_signed_out_everywhere(inputs)
});