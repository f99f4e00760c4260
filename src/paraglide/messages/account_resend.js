/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_ResendInputs */

const en_account_resend = /** @type {(inputs: Account_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend the link`)
};

const es_account_resend = /** @type {(inputs: Account_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a enviar el enlace`)
};

/**
* | output |
* | --- |
* | "Resend the link" |
*
* @param {Account_ResendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_resend = /** @type {((inputs?: Account_ResendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ResendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_resend(inputs)
	return en_account_resend(inputs)
});