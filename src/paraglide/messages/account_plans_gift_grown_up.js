/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_Gift_Grown_UpInputs */

const en_account_plans_gift_grown_up = /** @type {(inputs: Account_Plans_Gift_Grown_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask a grown-up to help with a gift.`)
};

const es_account_plans_gift_grown_up = /** @type {(inputs: Account_Plans_Gift_Grown_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pídele a un adulto que te ayude con un donativo.`)
};

/**
* | output |
* | --- |
* | "Ask a grown-up to help with a gift." |
*
* @param {Account_Plans_Gift_Grown_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_gift_grown_up = /** @type {((inputs?: Account_Plans_Gift_Grown_UpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_Gift_Grown_UpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_gift_grown_up(inputs)
	return en_account_plans_gift_grown_up(inputs)
});