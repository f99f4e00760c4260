/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Pay_Attached_TitleInputs */

const en_admin_pay_attached_title = /** @type {(inputs: Admin_Pay_Attached_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Attached`)
};

const es_admin_pay_attached_title = /** @type {(inputs: Admin_Pay_Attached_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago vinculado`)
};

/**
* | output |
* | --- |
* | "Payment Attached" |
*
* @param {Admin_Pay_Attached_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_attached_title = /** @type {((inputs?: Admin_Pay_Attached_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pay_Attached_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_pay_attached_title(inputs)
	return en_admin_pay_attached_title(inputs)
});