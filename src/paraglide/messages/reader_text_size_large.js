/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Text_Size_LargeInputs */

const en_reader_text_size_large = /** @type {(inputs: Reader_Text_Size_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Large`)
};

const es_reader_text_size_large = /** @type {(inputs: Reader_Text_Size_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grande`)
};

/**
* | output |
* | --- |
* | "Large" |
*
* @param {Reader_Text_Size_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_text_size_large = /** @type {((inputs?: Reader_Text_Size_LargeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Text_Size_LargeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_text_size_large(inputs)
	return en_reader_text_size_large(inputs)
});