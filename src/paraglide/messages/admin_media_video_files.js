/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_Video_FilesInputs */

const en_admin_media_video_files = /** @type {(inputs: Admin_Media_Video_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video Files`)
};

const es_admin_media_video_files = /** @type {(inputs: Admin_Media_Video_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivos de vídeo`)
};

/**
* | output |
* | --- |
* | "Video Files" |
*
* @param {Admin_Media_Video_FilesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_video_files = /** @type {((inputs?: Admin_Media_Video_FilesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Video_FilesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_video_files(inputs)
	return en_admin_media_video_files(inputs)
});