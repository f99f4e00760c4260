/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_Word_Search_Page_TitleInputs */

const en_games_printables_word_search_page_title = /** @type {(inputs: Games_Printables_Word_Search_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printable Word Search`)
};

const es_games_printables_word_search_page_title = /** @type {(inputs: Games_Printables_Word_Search_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sopa de letras para imprimir`)
};

/**
* | output |
* | --- |
* | "Printable Word Search" |
*
* @param {Games_Printables_Word_Search_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_word_search_page_title = /** @type {((inputs?: Games_Printables_Word_Search_Page_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_Word_Search_Page_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_word_search_page_title(inputs)
	return en_games_printables_word_search_page_title(inputs)
});