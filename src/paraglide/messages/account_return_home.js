/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Return_HomeInputs */

const en_account_return_home = /** @type {(inputs: Account_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return Home`)
};

const es_account_return_home = /** @type {(inputs: Account_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al inicio`)
};

/**
* | output |
* | --- |
* | "Return Home" |
*
* @param {Account_Return_HomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_return_home = /** @type {((inputs?: Account_Return_HomeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Return_HomeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_return_home(inputs)
	return en_account_return_home(inputs)
});