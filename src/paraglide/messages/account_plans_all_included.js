/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_All_IncludedInputs */

const en_account_plans_all_included = /** @type {(inputs: Account_Plans_All_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything here is in your plan.`)
};

const es_account_plans_all_included = /** @type {(inputs: Account_Plans_All_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo esto ya está en tu plan.`)
};

/**
* | output |
* | --- |
* | "Everything here is in your plan." |
*
* @param {Account_Plans_All_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_all_included = /** @type {((inputs?: Account_Plans_All_IncludedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_All_IncludedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_all_included(inputs)
	return en_account_plans_all_included(inputs)
});