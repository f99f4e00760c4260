/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Sign_In_NeededInputs */

const en_api_sign_in_needed = /** @type {(inputs: Api_Sign_In_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to continue.`)
};

const es_api_sign_in_needed = /** @type {(inputs: Api_Sign_In_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para continuar.`)
};

/**
* | output |
* | --- |
* | "Please sign in to continue." |
*
* @param {Api_Sign_In_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_sign_in_needed = /** @type {((inputs?: Api_Sign_In_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Sign_In_NeededInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_sign_in_needed(inputs)
	return en_api_sign_in_needed(inputs)
});