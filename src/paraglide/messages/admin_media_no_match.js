/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_No_MatchInputs */

const en_admin_media_no_match = /** @type {(inputs: Admin_Media_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No files match that search.`)
};

const es_admin_media_no_match = /** @type {(inputs: Admin_Media_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún archivo coincide con esa búsqueda.`)
};

/**
* | output |
* | --- |
* | "No files match that search." |
*
* @param {Admin_Media_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_no_match = /** @type {((inputs?: Admin_Media_No_MatchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_No_MatchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_no_match(inputs)
	return en_admin_media_no_match(inputs)
});