/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Password_Updated_TextInputs */

const en_account_password_updated_text = /** @type {(inputs: Account_Password_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your new password is ready. Other devices were signed out.`)
};

const es_account_password_updated_text = /** @type {(inputs: Account_Password_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu nueva contraseña está lista. Se cerró la sesión en los demás dispositivos.`)
};

/**
* | output |
* | --- |
* | "Your new password is ready. Other devices were signed out." |
*
* @param {Account_Password_Updated_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_password_updated_text = /** @type {((inputs?: Account_Password_Updated_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_Updated_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_password_updated_text(inputs)
	return en_account_password_updated_text(inputs)
});