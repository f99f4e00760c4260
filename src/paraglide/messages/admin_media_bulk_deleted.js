/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Media_Bulk_DeletedInputs */

const en_admin_media_bulk_deleted = /** @type {(inputs: Admin_Media_Bulk_DeletedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Deleted ${i?.count} file.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Deleted ${i?.count} files.`);
	return /** @type {LocalizedString} */ ("admin_media_bulk_deleted");
};

const es_admin_media_bulk_deleted = /** @type {(inputs: Admin_Media_Bulk_DeletedInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Se eliminó ${i?.count} archivo.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Se eliminaron ${i?.count} archivos.`);
	return /** @type {LocalizedString} */ ("admin_media_bulk_deleted");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Deleted {count} file." |
* | "other" | "Deleted {count} files." |
*
* @param {Admin_Media_Bulk_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_bulk_deleted = /** @type {((inputs: Admin_Media_Bulk_DeletedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Bulk_DeletedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_bulk_deleted(inputs)
	return en_admin_media_bulk_deleted(inputs)
});