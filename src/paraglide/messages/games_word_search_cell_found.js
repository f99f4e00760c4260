/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Word_Search_Cell_FoundInputs */

const en_games_word_search_cell_found = /** @type {(inputs: Games_Word_Search_Cell_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`part of a found word`)
};

const es_games_word_search_cell_found = /** @type {(inputs: Games_Word_Search_Cell_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`parte de una palabra encontrada`)
};

/**
* | output |
* | --- |
* | "part of a found word" |
*
* @param {Games_Word_Search_Cell_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_cell_found = /** @type {((inputs?: Games_Word_Search_Cell_FoundInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Word_Search_Cell_FoundInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_word_search_cell_found(inputs)
	return en_games_word_search_cell_found(inputs)
});