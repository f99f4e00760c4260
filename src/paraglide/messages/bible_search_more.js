/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, query: NonNullable<unknown>, version: NonNullable<unknown> }} Bible_Search_MoreInputs */

const en_bible_search_more = /** @type {(inputs: Bible_Search_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`More than ${i?.count} verses found for “${i?.query}” in the ${i?.version}. Showing the first ${i?.count}; add words or choose a book to narrow the search.`)
};

const es_bible_search_more = /** @type {(inputs: Bible_Search_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hay más de ${i?.count} versículos con «${i?.query}» en la ${i?.version}. Te mostramos los primeros ${i?.count}; añade palabras o elige un libro para buscar mejor.`)
};

/**
* | output |
* | --- |
* | "More than {count} verses found for “{query}” in the {version}. Showing the first {count}; add words or choose a book to narrow the search." |
*
* @param {Bible_Search_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_search_more = /** @type {((inputs: Bible_Search_MoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Search_MoreInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_search_more(inputs)
	return en_bible_search_more(inputs)
});