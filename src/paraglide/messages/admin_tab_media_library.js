/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_Media_LibraryInputs */

const en_admin_tab_media_library = /** @type {(inputs: Admin_Tab_Media_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media Library`)
};

const es_admin_tab_media_library = /** @type {(inputs: Admin_Tab_Media_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biblioteca multimedia`)
};

/**
* | output |
* | --- |
* | "Media Library" |
*
* @param {Admin_Tab_Media_LibraryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_tab_media_library = /** @type {((inputs?: Admin_Tab_Media_LibraryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_Media_LibraryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tab_media_library(inputs)
	return en_admin_tab_media_library(inputs)
});