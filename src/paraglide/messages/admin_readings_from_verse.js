/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Readings_From_VerseInputs */

const en_admin_readings_from_verse = /** @type {(inputs: Admin_Readings_From_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From verse`)
};

const es_admin_readings_from_verse = /** @type {(inputs: Admin_Readings_From_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde el versículo`)
};

/**
* | output |
* | --- |
* | "From verse" |
*
* @param {Admin_Readings_From_VerseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_from_verse = /** @type {((inputs?: Admin_Readings_From_VerseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Readings_From_VerseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_readings_from_verse(inputs)
	return en_admin_readings_from_verse(inputs)
});