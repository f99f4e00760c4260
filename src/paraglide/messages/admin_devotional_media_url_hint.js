/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_Media_Url_HintInputs */

const en_admin_devotional_media_url_hint = /** @type {(inputs: Admin_Devotional_Media_Url_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https://... or a file of this site (/media-files/...).`)
};

const es_admin_devotional_media_url_hint = /** @type {(inputs: Admin_Devotional_Media_Url_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https://... o un archivo de este sitio (/media-files/...).`)
};

/**
* | output |
* | --- |
* | "https://... or a file of this site (/media-files/...)." |
*
* @param {Admin_Devotional_Media_Url_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_media_url_hint = /** @type {((inputs?: Admin_Devotional_Media_Url_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_Media_Url_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_media_url_hint(inputs)
	return en_admin_devotional_media_url_hint(inputs)
});