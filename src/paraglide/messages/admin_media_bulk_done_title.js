/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_Bulk_Done_TitleInputs */

const en_admin_media_bulk_done_title = /** @type {(inputs: Admin_Media_Bulk_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bulk Delete Complete`)
};

const es_admin_media_bulk_done_title = /** @type {(inputs: Admin_Media_Bulk_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminación en bloque completada`)
};

/**
* | output |
* | --- |
* | "Bulk Delete Complete" |
*
* @param {Admin_Media_Bulk_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_bulk_done_title = /** @type {((inputs?: Admin_Media_Bulk_Done_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Bulk_Done_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_bulk_done_title(inputs)
	return en_admin_media_bulk_done_title(inputs)
});