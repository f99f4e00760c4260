/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_None_YetInputs */

const en_admin_media_none_yet = /** @type {(inputs: Admin_Media_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No files yet. Upload the first one!`)
};

const es_admin_media_none_yet = /** @type {(inputs: Admin_Media_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay archivos. ¡Sube el primero!`)
};

/**
* | output |
* | --- |
* | "No files yet. Upload the first one!" |
*
* @param {Admin_Media_None_YetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_none_yet = /** @type {((inputs?: Admin_Media_None_YetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_None_YetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_none_yet(inputs)
	return en_admin_media_none_yet(inputs)
});