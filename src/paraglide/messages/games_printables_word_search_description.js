/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_Word_Search_DescriptionInputs */

const en_games_printables_word_search_description = /** @type {(inputs: Games_Printables_Word_Search_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A printable Bible word search: a new puzzle on every visit.`)
};

const es_games_printables_word_search_description = /** @type {(inputs: Games_Printables_Word_Search_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una sopa de letras bíblica para imprimir: una nueva en cada visita.`)
};

/**
* | output |
* | --- |
* | "A printable Bible word search: a new puzzle on every visit." |
*
* @param {Games_Printables_Word_Search_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_word_search_description = /** @type {((inputs?: Games_Printables_Word_Search_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_Word_Search_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_word_search_description(inputs)
	return en_games_printables_word_search_description(inputs)
});