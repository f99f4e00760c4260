/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_No_EndInputs */

const en_account_plans_no_end = /** @type {(inputs: Account_Plans_No_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan has no end date.`)
};

const es_account_plans_no_end = /** @type {(inputs: Account_Plans_No_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu plan no tiene fecha de fin.`)
};

/**
* | output |
* | --- |
* | "Your plan has no end date." |
*
* @param {Account_Plans_No_EndInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_no_end = /** @type {((inputs?: Account_Plans_No_EndInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_No_EndInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_no_end(inputs)
	return en_account_plans_no_end(inputs)
});