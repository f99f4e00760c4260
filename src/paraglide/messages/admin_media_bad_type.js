/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_Bad_TypeInputs */

const en_admin_media_bad_type = /** @type {(inputs: Admin_Media_Bad_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File type not supported. Please upload video or audio files only.`)
};

const es_admin_media_bad_type = /** @type {(inputs: Admin_Media_Bad_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de archivo no admitido. Sube solo archivos de vídeo o audio.`)
};

/**
* | output |
* | --- |
* | "File type not supported. Please upload video or audio files only." |
*
* @param {Admin_Media_Bad_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_bad_type = /** @type {((inputs?: Admin_Media_Bad_TypeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Bad_TypeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_bad_type(inputs)
	return en_admin_media_bad_type(inputs)
});