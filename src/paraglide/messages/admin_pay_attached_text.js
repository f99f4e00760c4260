/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Admin_Pay_Attached_TextInputs */

const en_admin_pay_attached_text = /** @type {(inputs: Admin_Pay_Attached_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} now has the plan that was paid for.`)
};

const es_admin_pay_attached_text = /** @type {(inputs: Admin_Pay_Attached_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} tiene ahora el plan que se pagó.`)
};

/**
* | output |
* | --- |
* | "{email} now has the plan that was paid for." |
*
* @param {Admin_Pay_Attached_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_attached_text = /** @type {((inputs: Admin_Pay_Attached_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pay_Attached_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_pay_attached_text(inputs)
	return en_admin_pay_attached_text(inputs)
});