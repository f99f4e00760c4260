/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Clear_CacheInputs */

const en_admin_clear_cache = /** @type {(inputs: Admin_Clear_CacheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear Cache`)
};

const es_admin_clear_cache = /** @type {(inputs: Admin_Clear_CacheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaciar caché`)
};

/**
* | output |
* | --- |
* | "Clear Cache" |
*
* @param {Admin_Clear_CacheInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_clear_cache = /** @type {((inputs?: Admin_Clear_CacheInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Clear_CacheInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_clear_cache(inputs)
	return en_admin_clear_cache(inputs)
});