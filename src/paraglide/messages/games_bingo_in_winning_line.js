/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Bingo_In_Winning_LineInputs */

const en_games_bingo_in_winning_line = /** @type {(inputs: Games_Bingo_In_Winning_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, in the winning line`)
};

const es_games_bingo_in_winning_line = /** @type {(inputs: Games_Bingo_In_Winning_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, en la línea ganadora`)
};

/**
* | output |
* | --- |
* | ", in the winning line" |
*
* @param {Games_Bingo_In_Winning_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_in_winning_line = /** @type {((inputs?: Games_Bingo_In_Winning_LineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bingo_In_Winning_LineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bingo_in_winning_line(inputs)
	return en_games_bingo_in_winning_line(inputs)
});