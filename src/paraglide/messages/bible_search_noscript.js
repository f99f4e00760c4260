/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Search_NoscriptInputs */

const en_bible_search_noscript = /** @type {(inputs: Bible_Search_NoscriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search results need JavaScript. You can still read every book from the`)
};

const es_bible_search_noscript = /** @type {(inputs: Bible_Search_NoscriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para ver los resultados de la búsqueda hace falta JavaScript. Igual puedes leer todos los libros desde el`)
};

/**
* | output |
* | --- |
* | "Search results need JavaScript. You can still read every book from the" |
*
* @param {Bible_Search_NoscriptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_search_noscript = /** @type {((inputs?: Bible_Search_NoscriptInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Search_NoscriptInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_search_noscript(inputs)
	return en_bible_search_noscript(inputs)
});