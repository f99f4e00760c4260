/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_DropInputs */

const en_admin_media_drop = /** @type {(inputs: Admin_Media_DropInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drop a video or audio file here, or click to choose`)
};

const es_admin_media_drop = /** @type {(inputs: Admin_Media_DropInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suelta aquí un archivo de vídeo o audio, o haz clic para elegirlo`)
};

/**
* | output |
* | --- |
* | "Drop a video or audio file here, or click to choose" |
*
* @param {Admin_Media_DropInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_drop = /** @type {((inputs?: Admin_Media_DropInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_DropInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_drop(inputs)
	return en_admin_media_drop(inputs)
});