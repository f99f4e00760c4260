/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Missing_Fields_TitleInputs */

const en_admin_missing_fields_title = /** @type {(inputs: Admin_Missing_Fields_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Fields`)
};

const es_admin_missing_fields_title = /** @type {(inputs: Admin_Missing_Fields_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faltan campos`)
};

/**
* | output |
* | --- |
* | "Missing Fields" |
*
* @param {Admin_Missing_Fields_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_missing_fields_title = /** @type {((inputs?: Admin_Missing_Fields_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Missing_Fields_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_missing_fields_title(inputs)
	return en_admin_missing_fields_title(inputs)
});