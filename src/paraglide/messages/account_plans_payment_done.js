/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_Payment_DoneInputs */

const en_account_plans_payment_done = /** @type {(inputs: Account_Plans_Payment_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment went through. Your plan opens in a moment.`)
};

const es_account_plans_payment_done = /** @type {(inputs: Account_Plans_Payment_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu pago se completó. Tu plan se abre en un momento.`)
};

/**
* | output |
* | --- |
* | "Your payment went through. Your plan opens in a moment." |
*
* @param {Account_Plans_Payment_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_payment_done = /** @type {((inputs?: Account_Plans_Payment_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_Payment_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_payment_done(inputs)
	return en_account_plans_payment_done(inputs)
});