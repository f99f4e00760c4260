/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Switch_AccountInputs */

const en_account_switch_account = /** @type {(inputs: Account_Switch_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch Account`)
};

const es_account_switch_account = /** @type {(inputs: Account_Switch_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar de cuenta`)
};

/**
* | output |
* | --- |
* | "Switch Account" |
*
* @param {Account_Switch_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_switch_account = /** @type {((inputs?: Account_Switch_AccountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Switch_AccountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_switch_account(inputs)
	return en_account_switch_account(inputs)
});