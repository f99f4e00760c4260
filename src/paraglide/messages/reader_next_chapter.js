/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reader_Next_ChapterInputs */

const en_reader_next_chapter = /** @type {(inputs: Reader_Next_ChapterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next chapter: ${i?.name}`)
};

const es_reader_next_chapter = /** @type {(inputs: Reader_Next_ChapterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capítulo siguiente: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Next chapter: {name}" |
*
* @param {Reader_Next_ChapterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_next_chapter = /** @type {((inputs: Reader_Next_ChapterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Next_ChapterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_next_chapter(inputs)
	return en_reader_next_chapter(inputs)
});