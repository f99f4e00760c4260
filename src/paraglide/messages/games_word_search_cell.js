/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ row: NonNullable<unknown>, col: NonNullable<unknown>, letter: NonNullable<unknown> }} Games_Word_Search_CellInputs */

const en_games_word_search_cell = /** @type {(inputs: Games_Word_Search_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Row ${i?.row}, column ${i?.col}: ${i?.letter}`)
};

const es_games_word_search_cell = /** @type {(inputs: Games_Word_Search_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fila ${i?.row}, columna ${i?.col}: ${i?.letter}`)
};

/**
* | output |
* | --- |
* | "Row {row}, column {col}: {letter}" |
*
* @param {Games_Word_Search_CellInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_cell = /** @type {((inputs: Games_Word_Search_CellInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Word_Search_CellInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_word_search_cell(inputs)
	return en_games_word_search_cell(inputs)
});