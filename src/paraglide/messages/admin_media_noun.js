/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_NounInputs */

const en_admin_media_noun = /** @type {(inputs: Admin_Media_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`files`)
};

const es_admin_media_noun = /** @type {(inputs: Admin_Media_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`archivos`)
};

/**
* | output |
* | --- |
* | "files" |
*
* @param {Admin_Media_NounInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_noun = /** @type {((inputs?: Admin_Media_NounInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_NounInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_noun(inputs)
	return en_admin_media_noun(inputs)
});