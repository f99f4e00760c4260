/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Word_Search_Cell_SelectedInputs */

const en_games_word_search_cell_selected = /** @type {(inputs: Games_Word_Search_Cell_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`selected`)
};

const es_games_word_search_cell_selected = /** @type {(inputs: Games_Word_Search_Cell_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`elegida`)
};

/**
* | output |
* | --- |
* | "selected" |
*
* @param {Games_Word_Search_Cell_SelectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_cell_selected = /** @type {((inputs?: Games_Word_Search_Cell_SelectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Word_Search_Cell_SelectedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_word_search_cell_selected(inputs)
	return en_games_word_search_cell_selected(inputs)
});