/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_Url_Copied_TextInputs */

const en_admin_media_url_copied_text = /** @type {(inputs: Admin_Media_Url_Copied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file’s address is on your clipboard.`)
};

const es_admin_media_url_copied_text = /** @type {(inputs: Admin_Media_Url_Copied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección del archivo está en tu portapapeles.`)
};

/**
* | output |
* | --- |
* | "The file’s address is on your clipboard." |
*
* @param {Admin_Media_Url_Copied_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_url_copied_text = /** @type {((inputs?: Admin_Media_Url_Copied_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Url_Copied_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_url_copied_text(inputs)
	return en_admin_media_url_copied_text(inputs)
});