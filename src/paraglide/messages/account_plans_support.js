/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_SupportInputs */

const en_account_plans_support = /** @type {(inputs: Account_Plans_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support the Mission 💜`)
};

const es_account_plans_support = /** @type {(inputs: Account_Plans_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apoya la misión 💜`)
};

/**
* | output |
* | --- |
* | "Support the Mission 💜" |
*
* @param {Account_Plans_SupportInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_support = /** @type {((inputs?: Account_Plans_SupportInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_SupportInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_support(inputs)
	return en_account_plans_support(inputs)
});