/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_CheckingInputs */

const en_account_checking = /** @type {(inputs: Account_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking authentication...`)
};

const es_account_checking = /** @type {(inputs: Account_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobando tu sesión...`)
};

/**
* | output |
* | --- |
* | "Checking authentication..." |
*
* @param {Account_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_checking = /** @type {((inputs?: Account_CheckingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_CheckingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_checking(inputs)
	return en_account_checking(inputs)
});