/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_Audio_FilesInputs */

const en_admin_media_audio_files = /** @type {(inputs: Admin_Media_Audio_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audio Files`)
};

const es_admin_media_audio_files = /** @type {(inputs: Admin_Media_Audio_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivos de audio`)
};

/**
* | output |
* | --- |
* | "Audio Files" |
*
* @param {Admin_Media_Audio_FilesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_audio_files = /** @type {((inputs?: Admin_Media_Audio_FilesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Audio_FilesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_audio_files(inputs)
	return en_admin_media_audio_files(inputs)
});