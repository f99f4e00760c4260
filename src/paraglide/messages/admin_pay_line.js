/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, time: NonNullable<unknown>, email: NonNullable<unknown> }} Admin_Pay_LineInputs */

const en_admin_pay_line = /** @type {(inputs: Admin_Pay_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} on ${i?.time} from ${i?.email}`)
};

const es_admin_pay_line = /** @type {(inputs: Admin_Pay_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} el ${i?.time} de ${i?.email}`)
};

/**
* | output |
* | --- |
* | "{amount} on {time} from {email}" |
*
* @param {Admin_Pay_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_line = /** @type {((inputs: Admin_Pay_LineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pay_LineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_pay_line(inputs)
	return en_admin_pay_line(inputs)
});