/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ proverb: NonNullable<unknown> }} Admin_Proverb_Active_LabelInputs */

const en_admin_proverb_active_label = /** @type {(inputs: Admin_Proverb_Active_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Active: ${i?.proverb}`)
};

const es_admin_proverb_active_label = /** @type {(inputs: Admin_Proverb_Active_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Activo: ${i?.proverb}`)
};

/**
* | output |
* | --- |
* | "Active: {proverb}" |
*
* @param {Admin_Proverb_Active_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_active_label = /** @type {((inputs: Admin_Proverb_Active_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_Active_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_active_label(inputs)
	return en_admin_proverb_active_label(inputs)
});