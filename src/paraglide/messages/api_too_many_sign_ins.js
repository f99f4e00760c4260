/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Too_Many_Sign_InsInputs */

const en_api_too_many_sign_ins = /** @type {(inputs: Api_Too_Many_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many failed sign-in attempts.`)
};

const es_api_too_many_sign_ins = /** @type {(inputs: Api_Too_Many_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos fallidos de iniciar sesión.`)
};

/**
* | output |
* | --- |
* | "Too many failed sign-in attempts." |
*
* @param {Api_Too_Many_Sign_InsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_too_many_sign_ins = /** @type {((inputs?: Api_Too_Many_Sign_InsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Too_Many_Sign_InsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_too_many_sign_ins(inputs)
	return en_api_too_many_sign_ins(inputs)
});