/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Reset_DescriptionInputs */

const en_account_reset_description = /** @type {(inputs: Account_Reset_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password for your account.`)
};

const es_account_reset_description = /** @type {(inputs: Account_Reset_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una nueva contraseña para tu cuenta.`)
};

/**
* | output |
* | --- |
* | "Choose a new password for your account." |
*
* @param {Account_Reset_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_reset_description = /** @type {((inputs?: Account_Reset_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reset_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_reset_description(inputs)
	return en_account_reset_description(inputs)
});