/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Check_Your_EmailInputs */

const en_account_check_your_email = /** @type {(inputs: Account_Check_Your_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check Your Email`)
};

const es_account_check_your_email = /** @type {(inputs: Account_Check_Your_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa tu correo`)
};

/**
* | output |
* | --- |
* | "Check Your Email" |
*
* @param {Account_Check_Your_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_check_your_email = /** @type {((inputs?: Account_Check_Your_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Check_Your_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_check_your_email(inputs)
	return en_account_check_your_email(inputs)
});