/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Pay_Not_PaidInputs */

const en_admin_pay_not_paid = /** @type {(inputs: Admin_Pay_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, not paid yet`)
};

const es_admin_pay_not_paid = /** @type {(inputs: Admin_Pay_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, todavía sin pagar`)
};

/**
* | output |
* | --- |
* | ", not paid yet" |
*
* @param {Admin_Pay_Not_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_not_paid = /** @type {((inputs?: Admin_Pay_Not_PaidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pay_Not_PaidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_pay_not_paid(inputs)
	return en_admin_pay_not_paid(inputs)
});