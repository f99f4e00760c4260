/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Unexpected_ErrorInputs */

const en_account_unexpected_error = /** @type {(inputs: Account_Unexpected_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An unexpected error occurred. Please try again.`)
};

const es_account_unexpected_error = /** @type {(inputs: Account_Unexpected_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocurrió un error inesperado. Inténtalo de nuevo.`)
};

/**
* | output |
* | --- |
* | "An unexpected error occurred. Please try again." |
*
* @param {Account_Unexpected_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_unexpected_error = /** @type {((inputs?: Account_Unexpected_ErrorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Unexpected_ErrorInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_unexpected_error(inputs)
	return en_account_unexpected_error(inputs)
});