/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_Total_SizeInputs */

const en_admin_media_total_size = /** @type {(inputs: Admin_Media_Total_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Size`)
};

const es_admin_media_total_size = /** @type {(inputs: Admin_Media_Total_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamaño total`)
};

/**
* | output |
* | --- |
* | "Total Size" |
*
* @param {Admin_Media_Total_SizeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_total_size = /** @type {((inputs?: Admin_Media_Total_SizeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Total_SizeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_total_size(inputs)
	return en_admin_media_total_size(inputs)
});