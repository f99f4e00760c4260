/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Choose_ChapterInputs */

const en_reader_choose_chapter = /** @type {(inputs: Reader_Choose_ChapterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a book and chapter`)
};

const es_reader_choose_chapter = /** @type {(inputs: Reader_Choose_ChapterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un libro y un capítulo`)
};

/**
* | output |
* | --- |
* | "Choose a book and chapter" |
*
* @param {Reader_Choose_ChapterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_choose_chapter = /** @type {((inputs?: Reader_Choose_ChapterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Choose_ChapterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_choose_chapter(inputs)
	return en_reader_choose_chapter(inputs)
});