/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ noun: NonNullable<unknown> }} Admin_Bulk_ImportInputs */

const en_admin_bulk_import = /** @type {(inputs: Admin_Bulk_ImportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Import ${i?.noun}`)
};

const es_admin_bulk_import = /** @type {(inputs: Admin_Bulk_ImportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importar ${i?.noun}`)
};

/**
* | output |
* | --- |
* | "Import {noun}" |
*
* @param {Admin_Bulk_ImportInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_import = /** @type {((inputs: Admin_Bulk_ImportInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_ImportInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_bulk_import(inputs)
	return en_admin_bulk_import(inputs)
});