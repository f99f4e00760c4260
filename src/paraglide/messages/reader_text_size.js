/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Text_SizeInputs */

const en_reader_text_size = /** @type {(inputs: Reader_Text_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text size`)
};

const es_reader_text_size = /** @type {(inputs: Reader_Text_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamaño de la letra`)
};

/**
* | output |
* | --- |
* | "Text size" |
*
* @param {Reader_Text_SizeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_text_size = /** @type {((inputs?: Reader_Text_SizeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Text_SizeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_text_size(inputs)
	return en_reader_text_size(inputs)
});