/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Admin_Media_UploadingInputs */

const en_admin_media_uploading = /** @type {(inputs: Admin_Media_UploadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploading... ${i?.percent}%`)
};

const es_admin_media_uploading = /** @type {(inputs: Admin_Media_UploadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subiendo... ${i?.percent} %`)
};

/**
* | output |
* | --- |
* | "Uploading... {percent}%" |
*
* @param {Admin_Media_UploadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_uploading = /** @type {((inputs: Admin_Media_UploadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_UploadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_uploading(inputs)
	return en_admin_media_uploading(inputs)
});