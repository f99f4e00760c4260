/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Readings_To_VerseInputs */

const en_admin_readings_to_verse = /** @type {(inputs: Admin_Readings_To_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To verse`)
};

const es_admin_readings_to_verse = /** @type {(inputs: Admin_Readings_To_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasta el versículo`)
};

/**
* | output |
* | --- |
* | "To verse" |
*
* @param {Admin_Readings_To_VerseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_to_verse = /** @type {((inputs?: Admin_Readings_To_VerseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Readings_To_VerseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_readings_to_verse(inputs)
	return en_admin_readings_to_verse(inputs)
});