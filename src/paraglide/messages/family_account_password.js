/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Account_PasswordInputs */

const en_family_account_password = /** @type {(inputs: Family_Account_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account password`)
};

const es_family_account_password = /** @type {(inputs: Family_Account_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La contraseña de tu cuenta`)
};

/**
* | output |
* | --- |
* | "Your account password" |
*
* @param {Family_Account_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_account_password = /** @type {((inputs?: Family_Account_PasswordInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Account_PasswordInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_account_password(inputs)
	return en_family_account_password(inputs)
});