/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Admin_Media_Confirm_DeleteInputs */

const en_admin_media_confirm_delete = /** @type {(inputs: Admin_Media_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete "${i?.title}"? This cannot be undone.`)
};

const es_admin_media_confirm_delete = /** @type {(inputs: Admin_Media_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Eliminar "${i?.title}"? No se puede deshacer.`)
};

/**
* | output |
* | --- |
* | "Delete \"{title}\"? This cannot be undone." |
*
* @param {Admin_Media_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_confirm_delete = /** @type {((inputs: Admin_Media_Confirm_DeleteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Confirm_DeleteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_confirm_delete(inputs)
	return en_admin_media_confirm_delete(inputs)
});