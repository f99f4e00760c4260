/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_Copy_FailedInputs */

const en_admin_media_copy_failed = /** @type {(inputs: Admin_Media_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to copy to clipboard`)
};

const es_admin_media_copy_failed = /** @type {(inputs: Admin_Media_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo copiar al portapapeles`)
};

/**
* | output |
* | --- |
* | "Failed to copy to clipboard" |
*
* @param {Admin_Media_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_copy_failed = /** @type {((inputs?: Admin_Media_Copy_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Copy_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_copy_failed(inputs)
	return en_admin_media_copy_failed(inputs)
});