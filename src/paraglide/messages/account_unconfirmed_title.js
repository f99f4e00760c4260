/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Unconfirmed_TitleInputs */

const en_account_unconfirmed_title = /** @type {(inputs: Account_Unconfirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please Check Your Email`)
};

const es_account_unconfirmed_title = /** @type {(inputs: Account_Unconfirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa tu correo`)
};

/**
* | output |
* | --- |
* | "Please Check Your Email" |
*
* @param {Account_Unconfirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_unconfirmed_title = /** @type {((inputs?: Account_Unconfirmed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Unconfirmed_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_unconfirmed_title(inputs)
	return en_account_unconfirmed_title(inputs)
});