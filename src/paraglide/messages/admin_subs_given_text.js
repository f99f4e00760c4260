/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown>, tier: NonNullable<unknown> }} Admin_Subs_Given_TextInputs */

const en_admin_subs_given_text = /** @type {(inputs: Admin_Subs_Given_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} now has the ${i?.tier} plan.`)
};

const es_admin_subs_given_text = /** @type {(inputs: Admin_Subs_Given_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} tiene ahora el plan ${i?.tier}.`)
};

/**
* | output |
* | --- |
* | "{email} now has the {tier} plan." |
*
* @param {Admin_Subs_Given_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_given_text = /** @type {((inputs: Admin_Subs_Given_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subs_Given_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_subs_given_text(inputs)
	return en_admin_subs_given_text(inputs)
});