/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Admin_Media_Poster_HintInputs */

const en_admin_media_poster_hint = /** @type {(inputs: Admin_Media_Poster_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shown before the video plays. JPEG, PNG, WebP or GIF, up to ${i?.max} MB. Without one the site's own picture is shown.`)
};

const es_admin_media_poster_hint = /** @type {(inputs: Admin_Media_Poster_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se muestra antes de reproducir el vídeo. JPEG, PNG, WebP o GIF, hasta ${i?.max} MB. Sin ella se muestra la imagen del propio sitio.`)
};

/**
* | output |
* | --- |
* | "Shown before the video plays. JPEG, PNG, WebP or GIF, up to {max} MB. Without one the site's own picture is shown." |
*
* @param {Admin_Media_Poster_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_poster_hint = /** @type {((inputs: Admin_Media_Poster_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Poster_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_poster_hint(inputs)
	return en_admin_media_poster_hint(inputs)
});