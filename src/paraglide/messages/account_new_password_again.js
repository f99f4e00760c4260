/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_New_Password_AgainInputs */

const en_account_new_password_again = /** @type {(inputs: Account_New_Password_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password again`)
};

const es_account_new_password_again = /** @type {(inputs: Account_New_Password_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repite la nueva contraseña`)
};

/**
* | output |
* | --- |
* | "New password again" |
*
* @param {Account_New_Password_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_new_password_again = /** @type {((inputs?: Account_New_Password_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_New_Password_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_new_password_again(inputs)
	return en_account_new_password_again(inputs)
});