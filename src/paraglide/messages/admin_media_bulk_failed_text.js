/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_Bulk_Failed_TextInputs */

const en_admin_media_bulk_failed_text = /** @type {(inputs: Admin_Media_Bulk_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None of the selected files could be deleted. Please try again.`)
};

const es_admin_media_bulk_failed_text = /** @type {(inputs: Admin_Media_Bulk_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar ninguno de los archivos seleccionados. Inténtalo de nuevo.`)
};

/**
* | output |
* | --- |
* | "None of the selected files could be deleted. Please try again." |
*
* @param {Admin_Media_Bulk_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_bulk_failed_text = /** @type {((inputs?: Admin_Media_Bulk_Failed_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Bulk_Failed_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_bulk_failed_text(inputs)
	return en_admin_media_bulk_failed_text(inputs)
});