/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Font_StandardInputs */

const en_reader_font_standard = /** @type {(inputs: Reader_Font_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standard`)
};

const es_reader_font_standard = /** @type {(inputs: Reader_Font_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normal`)
};

/**
* | output |
* | --- |
* | "Standard" |
*
* @param {Reader_Font_StandardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_font_standard = /** @type {((inputs?: Reader_Font_StandardInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Font_StandardInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_font_standard(inputs)
	return en_reader_font_standard(inputs)
});