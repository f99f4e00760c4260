/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Too_Many_Sign_In_AttemptsInputs */

const en_api_too_many_sign_in_attempts = /** @type {(inputs: Api_Too_Many_Sign_In_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many sign-in attempts.`)
};

const es_api_too_many_sign_in_attempts = /** @type {(inputs: Api_Too_Many_Sign_In_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos de iniciar sesión.`)
};

/**
* | output |
* | --- |
* | "Too many sign-in attempts." |
*
* @param {Api_Too_Many_Sign_In_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_too_many_sign_in_attempts = /** @type {((inputs?: Api_Too_Many_Sign_In_AttemptsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Too_Many_Sign_In_AttemptsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_too_many_sign_in_attempts(inputs)
	return en_api_too_many_sign_in_attempts(inputs)
});