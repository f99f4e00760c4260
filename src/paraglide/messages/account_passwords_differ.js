/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Passwords_DifferInputs */

const en_account_passwords_differ = /** @type {(inputs: Account_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The two passwords are not the same.`)
};

const es_account_passwords_differ = /** @type {(inputs: Account_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las dos contraseñas no son iguales.`)
};

/**
* | output |
* | --- |
* | "The two passwords are not the same." |
*
* @param {Account_Passwords_DifferInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_passwords_differ = /** @type {((inputs?: Account_Passwords_DifferInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Passwords_DifferInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_passwords_differ(inputs)
	return en_account_passwords_differ(inputs)
});