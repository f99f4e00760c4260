/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown>, checkout: NonNullable<unknown> }} Admin_Pay_WhyInputs */

const en_admin_pay_why = /** @type {(inputs: Admin_Pay_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Why it was not matched: ${i?.reason}. Checkout ${i?.checkout}.`)
};

const es_admin_pay_why = /** @type {(inputs: Admin_Pay_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Por qué no se emparejó: ${i?.reason}. Pago ${i?.checkout}.`)
};

/**
* | output |
* | --- |
* | "Why it was not matched: {reason}. Checkout {checkout}." |
*
* @param {Admin_Pay_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_why = /** @type {((inputs: Admin_Pay_WhyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pay_WhyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_pay_why(inputs)
	return en_admin_pay_why(inputs)
});