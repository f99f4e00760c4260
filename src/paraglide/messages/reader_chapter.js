/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_ChapterInputs */

const en_reader_chapter = /** @type {(inputs: Reader_ChapterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chapter`)
};

const es_reader_chapter = /** @type {(inputs: Reader_ChapterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capítulo`)
};

/**
* | output |
* | --- |
* | "Chapter" |
*
* @param {Reader_ChapterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_chapter = /** @type {((inputs?: Reader_ChapterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_ChapterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_chapter(inputs)
	return en_reader_chapter(inputs)
});