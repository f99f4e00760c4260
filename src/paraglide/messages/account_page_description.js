/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Page_DescriptionInputs */

const en_account_page_description = /** @type {(inputs: Account_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account: change your password or delete your account.`)
};

const es_account_page_description = /** @type {(inputs: Account_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta: cambia tu contraseña o borra tu cuenta.`)
};

/**
* | output |
* | --- |
* | "Your account: change your password or delete your account." |
*
* @param {Account_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_page_description = /** @type {((inputs?: Account_Page_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_page_description(inputs)
	return en_account_page_description(inputs)
});