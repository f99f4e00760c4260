/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Missing_Fields_TextInputs */

const en_admin_missing_fields_text = /** @type {(inputs: Admin_Missing_Fields_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in all required fields.`)
};

const es_admin_missing_fields_text = /** @type {(inputs: Admin_Missing_Fields_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rellena todos los campos obligatorios.`)
};

/**
* | output |
* | --- |
* | "Please fill in all required fields." |
*
* @param {Admin_Missing_Fields_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_missing_fields_text = /** @type {((inputs?: Admin_Missing_Fields_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Missing_Fields_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_missing_fields_text(inputs)
	return en_admin_missing_fields_text(inputs)
});