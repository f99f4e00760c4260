/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_FontInputs */

const en_reader_font = /** @type {(inputs: Reader_FontInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Font`)
};

const es_reader_font = /** @type {(inputs: Reader_FontInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letra`)
};

/**
* | output |
* | --- |
* | "Font" |
*
* @param {Reader_FontInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_font = /** @type {((inputs?: Reader_FontInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_FontInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_font(inputs)
	return en_reader_font(inputs)
});