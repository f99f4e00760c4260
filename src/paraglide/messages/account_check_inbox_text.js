/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Account_Check_Inbox_TextInputs */

const en_account_check_inbox_text = /** @type {(inputs: Account_Check_Inbox_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a link to ${i?.email}.`)
};

const es_account_check_inbox_text = /** @type {(inputs: Account_Check_Inbox_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te enviamos un enlace a ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "We sent a link to {email}." |
*
* @param {Account_Check_Inbox_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_check_inbox_text = /** @type {((inputs: Account_Check_Inbox_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Check_Inbox_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_check_inbox_text(inputs)
	return en_account_check_inbox_text(inputs)
});