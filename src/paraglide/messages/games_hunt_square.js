/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ row: NonNullable<unknown>, column: NonNullable<unknown>, what: NonNullable<unknown> }} Games_Hunt_SquareInputs */

const en_games_hunt_square = /** @type {(inputs: Games_Hunt_SquareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Row ${i?.row}, column ${i?.column}: ${i?.what}`)
};

const es_games_hunt_square = /** @type {(inputs: Games_Hunt_SquareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fila ${i?.row}, columna ${i?.column}: ${i?.what}`)
};

/**
* | output |
* | --- |
* | "Row {row}, column {column}: {what}" |
*
* @param {Games_Hunt_SquareInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_square = /** @type {((inputs: Games_Hunt_SquareInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_SquareInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_square(inputs)
	return en_games_hunt_square(inputs)
});