/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Delete_AccountInputs */

const en_account_delete_account = /** @type {(inputs: Account_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete Account`)
};

const es_account_delete_account = /** @type {(inputs: Account_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar la cuenta`)
};

/**
* | output |
* | --- |
* | "Delete Account" |
*
* @param {Account_Delete_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_delete_account = /** @type {((inputs?: Account_Delete_AccountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_AccountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_delete_account(inputs)
	return en_account_delete_account(inputs)
});