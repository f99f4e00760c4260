/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ message: NonNullable<unknown> }} Admin_Bulk_Did_Not_RunInputs */

const en_admin_bulk_did_not_run = /** @type {(inputs: Admin_Bulk_Did_Not_RunInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The import did not run: ${i?.message}`)
};

const es_admin_bulk_did_not_run = /** @type {(inputs: Admin_Bulk_Did_Not_RunInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La importación no se realizó: ${i?.message}`)
};

/**
* | output |
* | --- |
* | "The import did not run: {message}" |
*
* @param {Admin_Bulk_Did_Not_RunInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_did_not_run = /** @type {((inputs: Admin_Bulk_Did_Not_RunInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_Did_Not_RunInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_bulk_did_not_run(inputs)
	return en_admin_bulk_did_not_run(inputs)
});