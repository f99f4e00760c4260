/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_Payments_OffInputs */

const en_account_plans_payments_off = /** @type {(inputs: Account_Plans_Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments are not set up yet`)
};

const es_account_plans_payments_off = /** @type {(inputs: Account_Plans_Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los pagos todavía no están configurados`)
};

/**
* | output |
* | --- |
* | "Payments are not set up yet" |
*
* @param {Account_Plans_Payments_OffInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_payments_off = /** @type {((inputs?: Account_Plans_Payments_OffInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_Payments_OffInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_payments_off(inputs)
	return en_account_plans_payments_off(inputs)
});