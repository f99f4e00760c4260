/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cache_Cleared_TextInputs */

const en_admin_cache_cleared_text = /** @type {(inputs: Admin_Cache_Cleared_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All cached data was cleared.`)
};

const es_admin_cache_cleared_text = /** @type {(inputs: Admin_Cache_Cleared_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se vaciaron todos los datos en caché.`)
};

/**
* | output |
* | --- |
* | "All cached data was cleared." |
*
* @param {Admin_Cache_Cleared_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_cache_cleared_text = /** @type {((inputs?: Admin_Cache_Cleared_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cache_Cleared_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_cache_cleared_text(inputs)
	return en_admin_cache_cleared_text(inputs)
});