/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ called: NonNullable<unknown>, score: NonNullable<unknown> }} Games_Bingo_Line_DoneInputs */

const en_games_bingo_line_done = /** @type {(inputs: Games_Bingo_Line_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You completed a line after ${i?.called} names. Score: ${i?.score}`)
};

const es_games_bingo_line_done = /** @type {(inputs: Games_Bingo_Line_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Completaste una línea después de ${i?.called} nombres. Puntos: ${i?.score}`)
};

/**
* | output |
* | --- |
* | "You completed a line after {called} names. Score: {score}" |
*
* @param {Games_Bingo_Line_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_line_done = /** @type {((inputs: Games_Bingo_Line_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bingo_Line_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bingo_line_done(inputs)
	return en_games_bingo_line_done(inputs)
});