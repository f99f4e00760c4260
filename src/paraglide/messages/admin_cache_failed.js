/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cache_FailedInputs */

const en_admin_cache_failed = /** @type {(inputs: Admin_Cache_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not clear the cache. Please try again.`)
};

const es_admin_cache_failed = /** @type {(inputs: Admin_Cache_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo vaciar la caché. Inténtalo de nuevo.`)
};

/**
* | output |
* | --- |
* | "Could not clear the cache. Please try again." |
*
* @param {Admin_Cache_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_cache_failed = /** @type {((inputs?: Admin_Cache_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cache_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_cache_failed(inputs)
	return en_admin_cache_failed(inputs)
});