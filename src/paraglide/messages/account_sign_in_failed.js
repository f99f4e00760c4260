/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Sign_In_FailedInputs */

const en_account_sign_in_failed = /** @type {(inputs: Account_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In Failed`)
};

const es_account_sign_in_failed = /** @type {(inputs: Account_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo iniciar sesión`)
};

/**
* | output |
* | --- |
* | "Sign In Failed" |
*
* @param {Account_Sign_In_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_sign_in_failed = /** @type {((inputs?: Account_Sign_In_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sign_In_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_sign_in_failed(inputs)
	return en_account_sign_in_failed(inputs)
});