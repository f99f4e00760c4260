/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Admin_Media_FormatsInputs */

const en_admin_media_formats = /** @type {(inputs: Admin_Media_FormatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Videos: MP4, WebM, MOV, AVI, OGG. Audio: MP3, WAV, M4A, AAC, OGG. Up to ${i?.max} MB for each file.`)
};

const es_admin_media_formats = /** @type {(inputs: Admin_Media_FormatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vídeo: MP4, WebM, MOV, AVI, OGG. Audio: MP3, WAV, M4A, AAC, OGG. Hasta ${i?.max} MB por archivo.`)
};

/**
* | output |
* | --- |
* | "Videos: MP4, WebM, MOV, AVI, OGG. Audio: MP3, WAV, M4A, AAC, OGG. Up to {max} MB for each file." |
*
* @param {Admin_Media_FormatsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_formats = /** @type {((inputs: Admin_Media_FormatsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_FormatsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_formats(inputs)
	return en_admin_media_formats(inputs)
});