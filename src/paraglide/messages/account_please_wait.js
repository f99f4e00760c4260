/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Please_WaitInputs */

const en_account_please_wait = /** @type {(inputs: Account_Please_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please wait...`)
};

const es_account_please_wait = /** @type {(inputs: Account_Please_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espera un momento...`)
};

/**
* | output |
* | --- |
* | "Please wait..." |
*
* @param {Account_Please_WaitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_please_wait = /** @type {((inputs?: Account_Please_WaitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Please_WaitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_please_wait(inputs)
	return en_account_please_wait(inputs)
});