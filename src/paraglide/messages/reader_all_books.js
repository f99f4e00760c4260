/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_All_BooksInputs */

const en_reader_all_books = /** @type {(inputs: Reader_All_BooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All books`)
};

const es_reader_all_books = /** @type {(inputs: Reader_All_BooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los libros`)
};

/**
* | output |
* | --- |
* | "All books" |
*
* @param {Reader_All_BooksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_all_books = /** @type {((inputs?: Reader_All_BooksInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_All_BooksInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_all_books(inputs)
	return en_reader_all_books(inputs)
});