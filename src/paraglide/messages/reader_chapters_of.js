/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ book: NonNullable<unknown> }} Reader_Chapters_OfInputs */

const en_reader_chapters_of = /** @type {(inputs: Reader_Chapters_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chapters of ${i?.book}`)
};

const es_reader_chapters_of = /** @type {(inputs: Reader_Chapters_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capítulos de ${i?.book}`)
};

/**
* | output |
* | --- |
* | "Chapters of {book}" |
*
* @param {Reader_Chapters_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_chapters_of = /** @type {((inputs: Reader_Chapters_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Chapters_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_chapters_of(inputs)
	return en_reader_chapters_of(inputs)
});