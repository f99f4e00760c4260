/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Admin_Media_Uploaded_TextInputs */

const en_admin_media_uploaded_text = /** @type {(inputs: Admin_Media_Uploaded_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.title}" was added to the library.`)
};

const es_admin_media_uploaded_text = /** @type {(inputs: Admin_Media_Uploaded_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.title}" se añadió a la biblioteca.`)
};

/**
* | output |
* | --- |
* | "\"{title}\" was added to the library." |
*
* @param {Admin_Media_Uploaded_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_uploaded_text = /** @type {((inputs: Admin_Media_Uploaded_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Uploaded_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_uploaded_text(inputs)
	return en_admin_media_uploaded_text(inputs)
});