/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Ask_New_LinkInputs */

const en_account_ask_new_link = /** @type {(inputs: Account_Ask_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for a new link`)
};

const es_account_ask_new_link = /** @type {(inputs: Account_Ask_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedir un enlace nuevo`)
};

/**
* | output |
* | --- |
* | "Ask for a new link" |
*
* @param {Account_Ask_New_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_ask_new_link = /** @type {((inputs?: Account_Ask_New_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Ask_New_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_ask_new_link(inputs)
	return en_account_ask_new_link(inputs)
});