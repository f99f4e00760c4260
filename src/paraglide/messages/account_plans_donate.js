/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_DonateInputs */

const en_account_plans_donate = /** @type {(inputs: Account_Plans_DonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make a Donation`)
};

const es_account_plans_donate = /** @type {(inputs: Account_Plans_DonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hacer un donativo`)
};

/**
* | output |
* | --- |
* | "Make a Donation" |
*
* @param {Account_Plans_DonateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_donate = /** @type {((inputs?: Account_Plans_DonateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_DonateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_donate(inputs)
	return en_account_plans_donate(inputs)
});