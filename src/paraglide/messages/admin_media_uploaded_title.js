/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_Uploaded_TitleInputs */

const en_admin_media_uploaded_title = /** @type {(inputs: Admin_Media_Uploaded_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload Successful!`)
};

const es_admin_media_uploaded_title = /** @type {(inputs: Admin_Media_Uploaded_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Subida completada!`)
};

/**
* | output |
* | --- |
* | "Upload Successful!" |
*
* @param {Admin_Media_Uploaded_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_uploaded_title = /** @type {((inputs?: Admin_Media_Uploaded_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Uploaded_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_uploaded_title(inputs)
	return en_admin_media_uploaded_title(inputs)
});