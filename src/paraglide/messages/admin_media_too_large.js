/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Admin_Media_Too_LargeInputs */

const en_admin_media_too_large = /** @type {(inputs: Admin_Media_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`File is too large. Maximum size allowed is ${i?.max} MB`)
};

const es_admin_media_too_large = /** @type {(inputs: Admin_Media_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El archivo es demasiado grande. El tamaño máximo permitido es ${i?.max} MB`)
};

/**
* | output |
* | --- |
* | "File is too large. Maximum size allowed is {max} MB" |
*
* @param {Admin_Media_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_too_large = /** @type {((inputs: Admin_Media_Too_LargeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Too_LargeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_too_large(inputs)
	return en_admin_media_too_large(inputs)
});