/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ noun: NonNullable<unknown> }} Admin_Bulk_PasteInputs */

const en_admin_bulk_paste = /** @type {(inputs: Admin_Bulk_PasteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paste ${i?.noun}`)
};

const es_admin_bulk_paste = /** @type {(inputs: Admin_Bulk_PasteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pega ${i?.noun}`)
};

/**
* | output |
* | --- |
* | "Paste {noun}" |
*
* @param {Admin_Bulk_PasteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_paste = /** @type {((inputs: Admin_Bulk_PasteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_PasteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_bulk_paste(inputs)
	return en_admin_bulk_paste(inputs)
});