/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_Your_Plan_SrInputs */

const en_account_plans_your_plan_sr = /** @type {(inputs: Account_Plans_Your_Plan_SrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` your plan`)
};

const es_account_plans_your_plan_sr = /** @type {(inputs: Account_Plans_Your_Plan_SrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` tu plan`)
};

/**
* | output |
* | --- |
* | "your plan" |
*
* @param {Account_Plans_Your_Plan_SrInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_your_plan_sr = /** @type {((inputs?: Account_Plans_Your_Plan_SrInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_Your_Plan_SrInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_your_plan_sr(inputs)
	return en_account_plans_your_plan_sr(inputs)
});