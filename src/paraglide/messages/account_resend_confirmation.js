/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Resend_ConfirmationInputs */

const en_account_resend_confirmation = /** @type {(inputs: Account_Resend_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend confirmation email`)
};

const es_account_resend_confirmation = /** @type {(inputs: Account_Resend_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviar el correo de confirmación`)
};

/**
* | output |
* | --- |
* | "Resend confirmation email" |
*
* @param {Account_Resend_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_resend_confirmation = /** @type {((inputs?: Account_Resend_ConfirmationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Resend_ConfirmationInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_resend_confirmation(inputs)
	return en_account_resend_confirmation(inputs)
});