/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ row: NonNullable<unknown>, column: NonNullable<unknown>, what: NonNullable<unknown> }} Games_Connect_CellInputs */

const en_games_connect_cell = /** @type {(inputs: Games_Connect_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Row ${i?.row}, column ${i?.column}: ${i?.what}`)
};

const es_games_connect_cell = /** @type {(inputs: Games_Connect_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fila ${i?.row}, columna ${i?.column}: ${i?.what}`)
};

/**
* | output |
* | --- |
* | "Row {row}, column {column}: {what}" |
*
* @param {Games_Connect_CellInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_cell = /** @type {((inputs: Games_Connect_CellInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_CellInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_cell(inputs)
	return en_games_connect_cell(inputs)
});