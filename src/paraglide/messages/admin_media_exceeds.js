/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown>, max: NonNullable<unknown> }} Admin_Media_ExceedsInputs */

const en_admin_media_exceeds = /** @type {(inputs: Admin_Media_ExceedsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`File size (${i?.size} MB) exceeds maximum allowed size of ${i?.max} MB. Please compress your file or use a smaller file.`)
};

const es_admin_media_exceeds = /** @type {(inputs: Admin_Media_ExceedsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El archivo (${i?.size} MB) supera el tamaño máximo permitido de ${i?.max} MB. Comprime el archivo o usa uno más pequeño.`)
};

/**
* | output |
* | --- |
* | "File size ({size} MB) exceeds maximum allowed size of {max} MB. Please compress your file or use a smaller file." |
*
* @param {Admin_Media_ExceedsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_exceeds = /** @type {((inputs: Admin_Media_ExceedsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_ExceedsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_exceeds(inputs)
	return en_admin_media_exceeds(inputs)
});