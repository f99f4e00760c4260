/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Media_Bulk_Not_DeletedInputs */

const en_admin_media_bulk_not_deleted = /** @type {(inputs: Admin_Media_Bulk_Not_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` ${i?.count} could not be deleted.`)
};

const es_admin_media_bulk_not_deleted = /** @type {(inputs: Admin_Media_Bulk_Not_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` ${i?.count} no se pudieron eliminar.`)
};

/**
* | output |
* | --- |
* | "{count} could not be deleted." |
*
* @param {Admin_Media_Bulk_Not_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_bulk_not_deleted = /** @type {((inputs: Admin_Media_Bulk_Not_DeletedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Bulk_Not_DeletedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_bulk_not_deleted(inputs)
	return en_admin_media_bulk_not_deleted(inputs)
});