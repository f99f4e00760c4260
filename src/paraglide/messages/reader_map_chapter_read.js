/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Map_Chapter_ReadInputs */

const en_reader_map_chapter_read = /** @type {(inputs: Reader_Map_Chapter_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, read`)
};

const es_reader_map_chapter_read = /** @type {(inputs: Reader_Map_Chapter_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, leído`)
};

/**
* | output |
* | --- |
* | ", read" |
*
* @param {Reader_Map_Chapter_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_map_chapter_read = /** @type {((inputs?: Reader_Map_Chapter_ReadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Map_Chapter_ReadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_map_chapter_read(inputs)
	return en_reader_map_chapter_read(inputs)
});