/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ record: NonNullable<unknown> }} Admin_Bulk_RecordInputs */

const en_admin_bulk_record = /** @type {(inputs: Admin_Bulk_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Record ${i?.record}`)
};

const es_admin_bulk_record = /** @type {(inputs: Admin_Bulk_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Registro ${i?.record}`)
};

/**
* | output |
* | --- |
* | "Record {record}" |
*
* @param {Admin_Bulk_RecordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_record = /** @type {((inputs: Admin_Bulk_RecordInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_RecordInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_bulk_record(inputs)
	return en_admin_bulk_record(inputs)
});