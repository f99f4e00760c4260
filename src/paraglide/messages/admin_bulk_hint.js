/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ noun: NonNullable<unknown> }} Admin_Bulk_HintInputs */

const en_admin_bulk_hint = /** @type {(inputs: Admin_Bulk_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most 200 KB and 500 ${i?.noun} at a time.`)
};

const es_admin_bulk_hint = /** @type {(inputs: Admin_Bulk_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como máximo 200 KB y 500 ${i?.noun} cada vez.`)
};

/**
* | output |
* | --- |
* | "At most 200 KB and 500 {noun} at a time." |
*
* @param {Admin_Bulk_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_hint = /** @type {((inputs: Admin_Bulk_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_bulk_hint(inputs)
	return en_admin_bulk_hint(inputs)
});