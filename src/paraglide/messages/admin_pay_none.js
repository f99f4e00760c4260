/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Pay_NoneInputs */

const en_admin_pay_none = /** @type {(inputs: Admin_Pay_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No payments are waiting.`)
};

const es_admin_pay_none = /** @type {(inputs: Admin_Pay_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay pagos en espera.`)
};

/**
* | output |
* | --- |
* | "No payments are waiting." |
*
* @param {Admin_Pay_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_none = /** @type {((inputs?: Admin_Pay_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pay_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_pay_none(inputs)
	return en_admin_pay_none(inputs)
});