/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Resend_FailedInputs */

const en_account_resend_failed = /** @type {(inputs: Account_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not resend`)
};

const es_account_resend_failed = /** @type {(inputs: Account_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo volver a enviar`)
};

/**
* | output |
* | --- |
* | "Could not resend" |
*
* @param {Account_Resend_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_resend_failed = /** @type {((inputs?: Account_Resend_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Resend_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_resend_failed(inputs)
	return en_account_resend_failed(inputs)
});