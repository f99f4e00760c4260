/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reader_Previous_ChapterInputs */

const en_reader_previous_chapter = /** @type {(inputs: Reader_Previous_ChapterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Previous chapter: ${i?.name}`)
};

const es_reader_previous_chapter = /** @type {(inputs: Reader_Previous_ChapterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capítulo anterior: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Previous chapter: {name}" |
*
* @param {Reader_Previous_ChapterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_previous_chapter = /** @type {((inputs: Reader_Previous_ChapterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Previous_ChapterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_previous_chapter(inputs)
	return en_reader_previous_chapter(inputs)
});