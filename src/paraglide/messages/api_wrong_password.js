/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Wrong_PasswordInputs */

const en_api_wrong_password = /** @type {(inputs: Api_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That password is not right.`)
};

const es_api_wrong_password = /** @type {(inputs: Api_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esa contraseña no es correcta.`)
};

/**
* | output |
* | --- |
* | "That password is not right." |
*
* @param {Api_Wrong_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_wrong_password = /** @type {((inputs?: Api_Wrong_PasswordInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Wrong_PasswordInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_wrong_password(inputs)
	return en_api_wrong_password(inputs)
});