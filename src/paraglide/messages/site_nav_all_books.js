/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Nav_All_BooksInputs */

const en_site_nav_all_books = /** @type {(inputs: Site_Nav_All_BooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Bible Books`)
};

const es_site_nav_all_books = /** @type {(inputs: Site_Nav_All_BooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los libros de la Biblia`)
};

/**
* | output |
* | --- |
* | "All Bible Books" |
*
* @param {Site_Nav_All_BooksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_nav_all_books = /** @type {((inputs?: Site_Nav_All_BooksInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Nav_All_BooksInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_nav_all_books(inputs)
	return en_site_nav_all_books(inputs)
});