/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Invalid_CredentialsInputs */

const en_api_invalid_credentials = /** @type {(inputs: Api_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid login credentials`)
};

const es_api_invalid_credentials = /** @type {(inputs: Api_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo o la contraseña no son correctos`)
};

/**
* | output |
* | --- |
* | "Invalid login credentials" |
*
* @param {Api_Invalid_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_invalid_credentials = /** @type {((inputs?: Api_Invalid_CredentialsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Invalid_CredentialsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_invalid_credentials(inputs)
	return en_api_invalid_credentials(inputs)
});