/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Media_Delete_SelectedInputs */

const en_admin_media_delete_selected = /** @type {(inputs: Admin_Media_Delete_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete Selected (${i?.count})`)
};

const es_admin_media_delete_selected = /** @type {(inputs: Admin_Media_Delete_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eliminar seleccionados (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Delete Selected ({count})" |
*
* @param {Admin_Media_Delete_SelectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_delete_selected = /** @type {((inputs: Admin_Media_Delete_SelectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Delete_SelectedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_delete_selected(inputs)
	return en_admin_media_delete_selected(inputs)
});