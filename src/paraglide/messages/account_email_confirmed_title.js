/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Email_Confirmed_TitleInputs */

const en_account_email_confirmed_title = /** @type {(inputs: Account_Email_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Confirmed! 🎉`)
};

const es_account_email_confirmed_title = /** @type {(inputs: Account_Email_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Correo confirmado! 🎉`)
};

/**
* | output |
* | --- |
* | "Email Confirmed! 🎉" |
*
* @param {Account_Email_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_email_confirmed_title = /** @type {((inputs?: Account_Email_Confirmed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Email_Confirmed_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_email_confirmed_title(inputs)
	return en_account_email_confirmed_title(inputs)
});