/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Create_Your_AccountInputs */

const en_account_create_your_account = /** @type {(inputs: Account_Create_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Your Account`)
};

const es_account_create_your_account = /** @type {(inputs: Account_Create_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea tu cuenta`)
};

/**
* | output |
* | --- |
* | "Create Your Account" |
*
* @param {Account_Create_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_create_your_account = /** @type {((inputs?: Account_Create_Your_AccountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Create_Your_AccountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_create_your_account(inputs)
	return en_account_create_your_account(inputs)
});