/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_PosterInputs */

const en_admin_media_poster = /** @type {(inputs: Admin_Media_PosterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poster picture (optional)`)
};

const es_admin_media_poster = /** @type {(inputs: Admin_Media_PosterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagen de portada (opcional)`)
};

/**
* | output |
* | --- |
* | "Poster picture (optional)" |
*
* @param {Admin_Media_PosterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_poster = /** @type {((inputs?: Admin_Media_PosterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_PosterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_poster(inputs)
	return en_admin_media_poster(inputs)
});