/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_Media_TypeInputs */

const en_admin_devotional_media_type = /** @type {(inputs: Admin_Devotional_Media_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media Type`)
};

const es_admin_devotional_media_type = /** @type {(inputs: Admin_Devotional_Media_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de medio`)
};

/**
* | output |
* | --- |
* | "Media Type" |
*
* @param {Admin_Devotional_Media_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_media_type = /** @type {((inputs?: Admin_Devotional_Media_TypeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_Media_TypeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_media_type(inputs)
	return en_admin_devotional_media_type(inputs)
});