/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, email: NonNullable<unknown>, time: NonNullable<unknown>, admin: NonNullable<unknown> }} Admin_Pay_Attached_LineInputs */

const en_admin_pay_attached_line = /** @type {(inputs: Admin_Pay_Attached_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} from ${i?.email}: attached ${i?.time} by ${i?.admin}`)
};

const es_admin_pay_attached_line = /** @type {(inputs: Admin_Pay_Attached_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} de ${i?.email}: vinculado el ${i?.time} por ${i?.admin}`)
};

/**
* | output |
* | --- |
* | "{amount} from {email}: attached {time} by {admin}" |
*
* @param {Admin_Pay_Attached_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_attached_line = /** @type {((inputs: Admin_Pay_Attached_LineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pay_Attached_LineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_pay_attached_line(inputs)
	return en_admin_pay_attached_line(inputs)
});