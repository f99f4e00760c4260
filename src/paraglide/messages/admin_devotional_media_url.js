/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_Media_UrlInputs */

const en_admin_devotional_media_url = /** @type {(inputs: Admin_Devotional_Media_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media URL`)
};

const es_admin_devotional_media_url = /** @type {(inputs: Admin_Devotional_Media_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL del medio`)
};

/**
* | output |
* | --- |
* | "Media URL" |
*
* @param {Admin_Devotional_Media_UrlInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_media_url = /** @type {((inputs?: Admin_Devotional_Media_UrlInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_Media_UrlInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_media_url(inputs)
	return en_admin_devotional_media_url(inputs)
});