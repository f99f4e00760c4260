/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_Copy_UrlInputs */

const en_admin_media_copy_url = /** @type {(inputs: Admin_Media_Copy_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy URL`)
};

const es_admin_media_copy_url = /** @type {(inputs: Admin_Media_Copy_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar URL`)
};

/**
* | output |
* | --- |
* | "Copy URL" |
*
* @param {Admin_Media_Copy_UrlInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_copy_url = /** @type {((inputs?: Admin_Media_Copy_UrlInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Copy_UrlInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_copy_url(inputs)
	return en_admin_media_copy_url(inputs)
});