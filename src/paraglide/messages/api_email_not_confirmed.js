/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Email_Not_ConfirmedInputs */

const en_api_email_not_confirmed = /** @type {(inputs: Api_Email_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click the confirmation link in your email to activate your account, then try signing in again.`)
};

const es_api_email_not_confirmed = /** @type {(inputs: Api_Email_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abre el enlace de confirmación de tu correo para activar tu cuenta y vuelve a iniciar sesión.`)
};

/**
* | output |
* | --- |
* | "Click the confirmation link in your email to activate your account, then try signing in again." |
*
* @param {Api_Email_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_email_not_confirmed = /** @type {((inputs?: Api_Email_Not_ConfirmedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Email_Not_ConfirmedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_email_not_confirmed(inputs)
	return en_api_email_not_confirmed(inputs)
});