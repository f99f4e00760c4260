/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_Import_LanguageInputs */

const en_admin_devotional_import_language = /** @type {(inputs: Admin_Devotional_Import_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language of the imported devotionals`)
};

const es_admin_devotional_import_language = /** @type {(inputs: Admin_Devotional_Import_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma de los devocionales importados`)
};

/**
* | output |
* | --- |
* | "Language of the imported devotionals" |
*
* @param {Admin_Devotional_Import_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_import_language = /** @type {((inputs?: Admin_Devotional_Import_LanguageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_Import_LanguageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_import_language(inputs)
	return en_admin_devotional_import_language(inputs)
});