/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_Deselect_AllInputs */

const en_admin_media_deselect_all = /** @type {(inputs: Admin_Media_Deselect_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deselect All`)
};

const es_admin_media_deselect_all = /** @type {(inputs: Admin_Media_Deselect_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deseleccionar todo`)
};

/**
* | output |
* | --- |
* | "Deselect All" |
*
* @param {Admin_Media_Deselect_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_deselect_all = /** @type {((inputs?: Admin_Media_Deselect_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Deselect_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_deselect_all(inputs)
	return en_admin_media_deselect_all(inputs)
});