/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Font_LegibleInputs */

const en_reader_font_legible = /** @type {(inputs: Reader_Font_LegibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Easy to read, with more space`)
};

const es_reader_font_legible = /** @type {(inputs: Reader_Font_LegibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fácil de leer, con más espacio`)
};

/**
* | output |
* | --- |
* | "Easy to read, with more space" |
*
* @param {Reader_Font_LegibleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_font_legible = /** @type {((inputs?: Reader_Font_LegibleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Font_LegibleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_font_legible(inputs)
	return en_reader_font_legible(inputs)
});