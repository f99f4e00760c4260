/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Confirmation_Sent_TextInputs */

const en_account_confirmation_sent_text = /** @type {(inputs: Account_Confirmation_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We sent you a new confirmation link. Check your email!`)
};

const es_account_confirmation_sent_text = /** @type {(inputs: Account_Confirmation_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te enviamos un nuevo enlace de confirmación. ¡Revisa tu correo!`)
};

/**
* | output |
* | --- |
* | "We sent you a new confirmation link. Check your email!" |
*
* @param {Account_Confirmation_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_confirmation_sent_text = /** @type {((inputs?: Account_Confirmation_Sent_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirmation_Sent_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_confirmation_sent_text(inputs)
	return en_account_confirmation_sent_text(inputs)
});