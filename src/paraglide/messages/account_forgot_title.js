/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Forgot_TitleInputs */

const en_account_forgot_title = /** @type {(inputs: Account_Forgot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot Your Password?`)
};

const es_account_forgot_title = /** @type {(inputs: Account_Forgot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Olvidaste tu contraseña?`)
};

/**
* | output |
* | --- |
* | "Forgot Your Password?" |
*
* @param {Account_Forgot_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_forgot_title = /** @type {((inputs?: Account_Forgot_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Forgot_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_forgot_title(inputs)
	return en_account_forgot_title(inputs)
});