/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteName: NonNullable<unknown> }} Account_Sign_In_DescriptionInputs */

const en_account_sign_in_description = /** @type {(inputs: Account_Sign_In_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in to ${i?.siteName} or create a free account to track your Bible reading and progress.`)
};

const es_account_sign_in_description = /** @type {(inputs: Account_Sign_In_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inicia sesión en ${i?.siteName} o crea una cuenta gratis para seguir tu lectura de la Biblia y tu progreso.`)
};

/**
* | output |
* | --- |
* | "Sign in to {siteName} or create a free account to track your Bible reading and progress." |
*
* @param {Account_Sign_In_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_sign_in_description = /** @type {((inputs: Account_Sign_In_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sign_In_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_sign_in_description(inputs)
	return en_account_sign_in_description(inputs)
});