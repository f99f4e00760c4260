/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Browse_BooksInputs */

const en_home_browse_books = /** @type {(inputs: Home_Browse_BooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse all 66 books`)
};

const es_home_browse_books = /** @type {(inputs: Home_Browse_BooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mira los 66 libros`)
};

/**
* | output |
* | --- |
* | "Browse all 66 books" |
*
* @param {Home_Browse_BooksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_browse_books = /** @type {((inputs?: Home_Browse_BooksInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Browse_BooksInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_browse_books(inputs)
	return en_home_browse_books(inputs)
});