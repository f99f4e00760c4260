/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_Word_SearchInputs */

const en_games_printables_word_search = /** @type {(inputs: Games_Printables_Word_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Word Search`)
};

const es_games_printables_word_search = /** @type {(inputs: Games_Printables_Word_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sopa de letras`)
};

/**
* | output |
* | --- |
* | "Word Search" |
*
* @param {Games_Printables_Word_SearchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_word_search = /** @type {((inputs?: Games_Printables_Word_SearchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_Word_SearchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_word_search(inputs)
	return en_games_printables_word_search(inputs)
});