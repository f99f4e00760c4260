/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_Current_BadgeInputs */

const en_account_plans_current_badge = /** @type {(inputs: Account_Plans_Current_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current Plan`)
};

const es_account_plans_current_badge = /** @type {(inputs: Account_Plans_Current_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan actual`)
};

/**
* | output |
* | --- |
* | "Current Plan" |
*
* @param {Account_Plans_Current_BadgeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_current_badge = /** @type {((inputs?: Account_Plans_Current_BadgeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_Current_BadgeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_current_badge(inputs)
	return en_account_plans_current_badge(inputs)
});