/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_Total_FilesInputs */

const en_admin_media_total_files = /** @type {(inputs: Admin_Media_Total_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Files`)
};

const es_admin_media_total_files = /** @type {(inputs: Admin_Media_Total_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivos en total`)
};

/**
* | output |
* | --- |
* | "Total Files" |
*
* @param {Admin_Media_Total_FilesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_total_files = /** @type {((inputs?: Admin_Media_Total_FilesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Total_FilesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_total_files(inputs)
	return en_admin_media_total_files(inputs)
});