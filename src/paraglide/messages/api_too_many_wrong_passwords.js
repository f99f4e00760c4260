/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Too_Many_Wrong_PasswordsInputs */

const en_api_too_many_wrong_passwords = /** @type {(inputs: Api_Too_Many_Wrong_PasswordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many wrong passwords.`)
};

const es_api_too_many_wrong_passwords = /** @type {(inputs: Api_Too_Many_Wrong_PasswordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiadas contraseñas incorrectas.`)
};

/**
* | output |
* | --- |
* | "Too many wrong passwords." |
*
* @param {Api_Too_Many_Wrong_PasswordsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_too_many_wrong_passwords = /** @type {((inputs?: Api_Too_Many_Wrong_PasswordsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Too_Many_Wrong_PasswordsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_too_many_wrong_passwords(inputs)
	return en_api_too_many_wrong_passwords(inputs)
});