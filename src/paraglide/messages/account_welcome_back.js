/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Welcome_BackInputs */

const en_account_welcome_back = /** @type {(inputs: Account_Welcome_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome Back!`)
};

const es_account_welcome_back = /** @type {(inputs: Account_Welcome_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Qué bueno verte de nuevo!`)
};

/**
* | output |
* | --- |
* | "Welcome Back!" |
*
* @param {Account_Welcome_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_welcome_back = /** @type {((inputs?: Account_Welcome_BackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Welcome_BackInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_welcome_back(inputs)
	return en_account_welcome_back(inputs)
});