/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Text_Size_LargerInputs */

const en_reader_text_size_larger = /** @type {(inputs: Reader_Text_Size_LargerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Larger`)
};

const es_reader_text_size_larger = /** @type {(inputs: Reader_Text_Size_LargerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más grande`)
};

/**
* | output |
* | --- |
* | "Larger" |
*
* @param {Reader_Text_Size_LargerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_text_size_larger = /** @type {((inputs?: Reader_Text_Size_LargerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Text_Size_LargerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_text_size_larger(inputs)
	return en_reader_text_size_larger(inputs)
});