/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Admin_Media_MegabytesInputs */

const en_admin_media_megabytes = /** @type {(inputs: Admin_Media_MegabytesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} MB`)
};

const es_admin_media_megabytes = /** @type {(inputs: Admin_Media_MegabytesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} MB`)
};

/**
* | output |
* | --- |
* | "{size} MB" |
*
* @param {Admin_Media_MegabytesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_megabytes = /** @type {((inputs: Admin_Media_MegabytesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_MegabytesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_megabytes(inputs)
	return en_admin_media_megabytes(inputs)
});