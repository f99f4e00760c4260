/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_ChooseInputs */

const en_account_plans_choose = /** @type {(inputs: Account_Plans_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Your Plan`)
};

const es_account_plans_choose = /** @type {(inputs: Account_Plans_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige tu plan`)
};

/**
* | output |
* | --- |
* | "Choose Your Plan" |
*
* @param {Account_Plans_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_choose = /** @type {((inputs?: Account_Plans_ChooseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_ChooseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_choose(inputs)
	return en_account_plans_choose(inputs)
});