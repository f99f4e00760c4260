/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_SearchInputs */

const en_admin_media_search = /** @type {(inputs: Admin_Media_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by title or file name`)
};

const es_admin_media_search = /** @type {(inputs: Admin_Media_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar por título o nombre de archivo`)
};

/**
* | output |
* | --- |
* | "Search by title or file name" |
*
* @param {Admin_Media_SearchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_search = /** @type {((inputs?: Admin_Media_SearchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_SearchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_search(inputs)
	return en_admin_media_search(inputs)
});