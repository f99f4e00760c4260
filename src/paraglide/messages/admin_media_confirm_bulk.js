/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Media_Confirm_BulkInputs */

const en_admin_media_confirm_bulk = /** @type {(inputs: Admin_Media_Confirm_BulkInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Delete ${i?.count} selected file? This cannot be undone.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Delete ${i?.count} selected files? This cannot be undone.`);
	return /** @type {LocalizedString} */ ("admin_media_confirm_bulk");
};

const es_admin_media_confirm_bulk = /** @type {(inputs: Admin_Media_Confirm_BulkInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`¿Eliminar ${i?.count} archivo seleccionado? No se puede deshacer.`);
	if (n === "other") return /** @type {LocalizedString} */ (`¿Eliminar ${i?.count} archivos seleccionados? No se puede deshacer.`);
	return /** @type {LocalizedString} */ ("admin_media_confirm_bulk");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Delete {count} selected file? This cannot be undone." |
* | "other" | "Delete {count} selected files? This cannot be undone." |
*
* @param {Admin_Media_Confirm_BulkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_confirm_bulk = /** @type {((inputs: Admin_Media_Confirm_BulkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Confirm_BulkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_confirm_bulk(inputs)
	return en_admin_media_confirm_bulk(inputs)
});