/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Index_LeadInputs */

const en_bible_index_lead = /** @type {(inputs: Bible_Index_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`66 books, 1,189 chapters. Choose a book to start reading.`)
};

const es_bible_index_lead = /** @type {(inputs: Bible_Index_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`66 libros y 1189 capítulos. Elige un libro para empezar a leer.`)
};

/**
* | output |
* | --- |
* | "66 books, 1,189 chapters. Choose a book to start reading." |
*
* @param {Bible_Index_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_index_lead = /** @type {((inputs?: Bible_Index_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Index_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_index_lead(inputs)
	return en_bible_index_lead(inputs)
});