/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cache_Cleared_TitleInputs */

const en_admin_cache_cleared_title = /** @type {(inputs: Admin_Cache_Cleared_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cache Cleared`)
};

const es_admin_cache_cleared_title = /** @type {(inputs: Admin_Cache_Cleared_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caché vaciada`)
};

/**
* | output |
* | --- |
* | "Cache Cleared" |
*
* @param {Admin_Cache_Cleared_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_cache_cleared_title = /** @type {((inputs?: Admin_Cache_Cleared_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cache_Cleared_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_cache_cleared_title(inputs)
	return en_admin_cache_cleared_title(inputs)
});