/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Check_EmailInputs */

const en_api_check_email = /** @type {(inputs: Api_Check_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check your email and click the confirmation link to activate your account.`)
};

const es_api_check_email = /** @type {(inputs: Api_Check_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa tu correo y abre el enlace de confirmación para activar tu cuenta.`)
};

/**
* | output |
* | --- |
* | "Please check your email and click the confirmation link to activate your account." |
*
* @param {Api_Check_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_check_email = /** @type {((inputs?: Api_Check_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Check_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_check_email(inputs)
	return en_api_check_email(inputs)
});