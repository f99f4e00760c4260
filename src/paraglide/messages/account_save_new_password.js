/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Save_New_PasswordInputs */

const en_account_save_new_password = /** @type {(inputs: Account_Save_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save New Password`)
};

const es_account_save_new_password = /** @type {(inputs: Account_Save_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar la nueva contraseña`)
};

/**
* | output |
* | --- |
* | "Save New Password" |
*
* @param {Account_Save_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_save_new_password = /** @type {((inputs?: Account_Save_New_PasswordInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Save_New_PasswordInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_save_new_password(inputs)
	return en_account_save_new_password(inputs)
});