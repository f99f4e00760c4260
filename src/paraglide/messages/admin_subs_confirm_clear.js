/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Admin_Subs_Confirm_ClearInputs */

const en_admin_subs_confirm_clear = /** @type {(inputs: Admin_Subs_Confirm_ClearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Clear the plan given by hand to ${i?.email}?`)
};

const es_admin_subs_confirm_clear = /** @type {(inputs: Admin_Subs_Confirm_ClearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Quitar el plan otorgado a mano a ${i?.email}?`)
};

/**
* | output |
* | --- |
* | "Clear the plan given by hand to {email}?" |
*
* @param {Admin_Subs_Confirm_ClearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_confirm_clear = /** @type {((inputs: Admin_Subs_Confirm_ClearInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subs_Confirm_ClearInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_subs_confirm_clear(inputs)
	return en_admin_subs_confirm_clear(inputs)
});