/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Admin_Pay_Confirm_AttachInputs */

const en_admin_pay_confirm_attach = /** @type {(inputs: Admin_Pay_Confirm_AttachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attach this payment to ${i?.email}? Their plan opens at once.`)
};

const es_admin_pay_confirm_attach = /** @type {(inputs: Admin_Pay_Confirm_AttachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Vincular este pago a ${i?.email}? Su plan se abrirá de inmediato.`)
};

/**
* | output |
* | --- |
* | "Attach this payment to {email}? Their plan opens at once." |
*
* @param {Admin_Pay_Confirm_AttachInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_confirm_attach = /** @type {((inputs: Admin_Pay_Confirm_AttachInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pay_Confirm_AttachInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_pay_confirm_attach(inputs)
	return en_admin_pay_confirm_attach(inputs)
});