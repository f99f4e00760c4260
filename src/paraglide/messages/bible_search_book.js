/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Search_BookInputs */

const en_bible_search_book = /** @type {(inputs: Bible_Search_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book`)
};

const es_bible_search_book = /** @type {(inputs: Bible_Search_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libro`)
};

/**
* | output |
* | --- |
* | "Book" |
*
* @param {Bible_Search_BookInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_search_book = /** @type {((inputs?: Bible_Search_BookInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Search_BookInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_search_book(inputs)
	return en_bible_search_book(inputs)
});