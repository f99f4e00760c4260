/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Admin_Media_Deleted_TextInputs */

const en_admin_media_deleted_text = /** @type {(inputs: Admin_Media_Deleted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.title}" was removed.`)
};

const es_admin_media_deleted_text = /** @type {(inputs: Admin_Media_Deleted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se eliminó "${i?.title}".`)
};

/**
* | output |
* | --- |
* | "\"{title}\" was removed." |
*
* @param {Admin_Media_Deleted_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_deleted_text = /** @type {((inputs: Admin_Media_Deleted_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Deleted_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_deleted_text(inputs)
	return en_admin_media_deleted_text(inputs)
});