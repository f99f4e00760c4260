/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_One_At_A_TimeInputs */

const en_admin_media_one_at_a_time = /** @type {(inputs: Admin_Media_One_At_A_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload error: Please choose one file at a time.`)
};

const es_admin_media_one_at_a_time = /** @type {(inputs: Admin_Media_One_At_A_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error al subir: elige un solo archivo cada vez.`)
};

/**
* | output |
* | --- |
* | "Upload error: Please choose one file at a time." |
*
* @param {Admin_Media_One_At_A_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_one_at_a_time = /** @type {((inputs?: Admin_Media_One_At_A_TimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_One_At_A_TimeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_one_at_a_time(inputs)
	return en_admin_media_one_at_a_time(inputs)
});