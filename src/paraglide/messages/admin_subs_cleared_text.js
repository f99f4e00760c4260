/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Admin_Subs_Cleared_TextInputs */

const en_admin_subs_cleared_text = /** @type {(inputs: Admin_Subs_Cleared_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} no longer has a plan given by hand.`)
};

const es_admin_subs_cleared_text = /** @type {(inputs: Admin_Subs_Cleared_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} ya no tiene un plan otorgado a mano.`)
};

/**
* | output |
* | --- |
* | "{email} no longer has a plan given by hand." |
*
* @param {Admin_Subs_Cleared_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_cleared_text = /** @type {((inputs: Admin_Subs_Cleared_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subs_Cleared_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_subs_cleared_text(inputs)
	return en_admin_subs_cleared_text(inputs)
});