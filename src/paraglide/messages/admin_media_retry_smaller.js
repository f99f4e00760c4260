/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_Retry_SmallerInputs */

const en_admin_media_retry_smaller = /** @type {(inputs: Admin_Media_Retry_SmallerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload failed. Please try again with a smaller file.`)
};

const es_admin_media_retry_smaller = /** @type {(inputs: Admin_Media_Retry_SmallerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La subida falló. Inténtalo de nuevo con un archivo más pequeño.`)
};

/**
* | output |
* | --- |
* | "Upload failed. Please try again with a smaller file." |
*
* @param {Admin_Media_Retry_SmallerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_retry_smaller = /** @type {((inputs?: Admin_Media_Retry_SmallerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Retry_SmallerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_retry_smaller(inputs)
	return en_admin_media_retry_smaller(inputs)
});