/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_Poster_TypeInputs */

const en_admin_media_poster_type = /** @type {(inputs: Admin_Media_Poster_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a JPEG, PNG, WebP or GIF picture for the poster.`)
};

const es_admin_media_poster_type = /** @type {(inputs: Admin_Media_Poster_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una imagen JPEG, PNG, WebP o GIF para la portada.`)
};

/**
* | output |
* | --- |
* | "Please choose a JPEG, PNG, WebP or GIF picture for the poster." |
*
* @param {Admin_Media_Poster_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_poster_type = /** @type {((inputs?: Admin_Media_Poster_TypeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Poster_TypeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_poster_type(inputs)
	return en_admin_media_poster_type(inputs)
});