/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Pay_Amount_UnknownInputs */

const en_admin_pay_amount_unknown = /** @type {(inputs: Admin_Pay_Amount_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`amount unknown`)
};

const es_admin_pay_amount_unknown = /** @type {(inputs: Admin_Pay_Amount_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`importe desconocido`)
};

/**
* | output |
* | --- |
* | "amount unknown" |
*
* @param {Admin_Pay_Amount_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_amount_unknown = /** @type {((inputs?: Admin_Pay_Amount_UnknownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pay_Amount_UnknownInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_pay_amount_unknown(inputs)
	return en_admin_pay_amount_unknown(inputs)
});