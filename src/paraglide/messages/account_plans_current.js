/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_CurrentInputs */

const en_account_plans_current = /** @type {(inputs: Account_Plans_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ Your current plan`)
};

const es_account_plans_current = /** @type {(inputs: Account_Plans_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ Tu plan actual`)
};

/**
* | output |
* | --- |
* | "✓ Your current plan" |
*
* @param {Account_Plans_CurrentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_current = /** @type {((inputs?: Account_Plans_CurrentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_CurrentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_current(inputs)
	return en_account_plans_current(inputs)
});