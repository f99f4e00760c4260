/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_AdultInputs */

const en_account_adult = /** @type {(inputs: Account_AdultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I am 18 or older`)
};

const es_account_adult = /** @type {(inputs: Account_AdultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tengo 18 años o más`)
};

/**
* | output |
* | --- |
* | "I am 18 or older" |
*
* @param {Account_AdultInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_adult = /** @type {((inputs?: Account_AdultInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_AdultInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_adult(inputs)
	return en_account_adult(inputs)
});