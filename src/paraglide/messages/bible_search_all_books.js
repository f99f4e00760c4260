/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Search_All_BooksInputs */

const en_bible_search_all_books = /** @type {(inputs: Bible_Search_All_BooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All books`)
};

const es_bible_search_all_books = /** @type {(inputs: Bible_Search_All_BooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los libros`)
};

/**
* | output |
* | --- |
* | "All books" |
*
* @param {Bible_Search_All_BooksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_search_all_books = /** @type {((inputs?: Bible_Search_All_BooksInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Search_All_BooksInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_search_all_books(inputs)
	return en_bible_search_all_books(inputs)
});