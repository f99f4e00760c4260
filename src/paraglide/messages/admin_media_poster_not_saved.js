/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_Poster_Not_SavedInputs */

const en_admin_media_poster_not_saved = /** @type {(inputs: Admin_Media_Poster_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poster Not Saved`)
};

const es_admin_media_poster_not_saved = /** @type {(inputs: Admin_Media_Poster_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se guardó la portada`)
};

/**
* | output |
* | --- |
* | "Poster Not Saved" |
*
* @param {Admin_Media_Poster_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_poster_not_saved = /** @type {((inputs?: Admin_Media_Poster_Not_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Poster_Not_SavedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_poster_not_saved(inputs)
	return en_admin_media_poster_not_saved(inputs)
});