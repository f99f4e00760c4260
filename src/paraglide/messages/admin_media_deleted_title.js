/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_Deleted_TitleInputs */

const en_admin_media_deleted_title = /** @type {(inputs: Admin_Media_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File Deleted`)
};

const es_admin_media_deleted_title = /** @type {(inputs: Admin_Media_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo eliminado`)
};

/**
* | output |
* | --- |
* | "File Deleted" |
*
* @param {Admin_Media_Deleted_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_deleted_title = /** @type {((inputs?: Admin_Media_Deleted_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Deleted_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_deleted_title(inputs)
	return en_admin_media_deleted_title(inputs)
});