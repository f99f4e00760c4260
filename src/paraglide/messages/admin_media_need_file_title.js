/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_Need_File_TitleInputs */

const en_admin_media_need_file_title = /** @type {(inputs: Admin_Media_Need_File_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a file and enter a title.`)
};

const es_admin_media_need_file_title = /** @type {(inputs: Admin_Media_Need_File_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecciona un archivo y escribe un título.`)
};

/**
* | output |
* | --- |
* | "Please select a file and enter a title." |
*
* @param {Admin_Media_Need_File_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_need_file_title = /** @type {((inputs?: Admin_Media_Need_File_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Need_File_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_need_file_title(inputs)
	return en_admin_media_need_file_title(inputs)
});