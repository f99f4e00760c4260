/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Games_Word_Search_GridInputs */

const en_games_word_search_grid = /** @type {(inputs: Games_Word_Search_GridInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Word search, ${i?.size} rows of ${i?.size} letters`)
};

const es_games_word_search_grid = /** @type {(inputs: Games_Word_Search_GridInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sopa de letras, ${i?.size} filas de ${i?.size} letras`)
};

/**
* | output |
* | --- |
* | "Word search, {size} rows of {size} letters" |
*
* @param {Games_Word_Search_GridInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_grid = /** @type {((inputs: Games_Word_Search_GridInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Word_Search_GridInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_word_search_grid(inputs)
	return en_games_word_search_grid(inputs)
});