/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Email_Confirmed_TextInputs */

const en_account_email_confirmed_text = /** @type {(inputs: Account_Email_Confirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is active and you are signed in. Add your children to begin!`)
};

const es_account_email_confirmed_text = /** @type {(inputs: Account_Email_Confirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta está activa y ya has iniciado sesión. ¡Añade a tus hijos para empezar!`)
};

/**
* | output |
* | --- |
* | "Your account is active and you are signed in. Add your children to begin!" |
*
* @param {Account_Email_Confirmed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_email_confirmed_text = /** @type {((inputs?: Account_Email_Confirmed_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Email_Confirmed_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_email_confirmed_text(inputs)
	return en_account_email_confirmed_text(inputs)
});