/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Password_Too_CommonInputs */

const en_api_password_too_common = /** @type {(inputs: Api_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password is too common and easy to guess. Please choose a different one.`)
};

const es_api_password_too_common = /** @type {(inputs: Api_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta contraseña es muy común y fácil de adivinar. Elige otra, por favor.`)
};

/**
* | output |
* | --- |
* | "This password is too common and easy to guess. Please choose a different one." |
*
* @param {Api_Password_Too_CommonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_password_too_common = /** @type {((inputs?: Api_Password_Too_CommonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Password_Too_CommonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_password_too_common(inputs)
	return en_api_password_too_common(inputs)
});