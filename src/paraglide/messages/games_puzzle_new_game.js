/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Puzzle_New_GameInputs */

const en_games_puzzle_new_game = /** @type {(inputs: Games_Puzzle_New_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔄 New Game`)
};

const es_games_puzzle_new_game = /** @type {(inputs: Games_Puzzle_New_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔄 Juego nuevo`)
};

/**
* | output |
* | --- |
* | "🔄 New Game" |
*
* @param {Games_Puzzle_New_GameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_new_game = /** @type {((inputs?: Games_Puzzle_New_GameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Puzzle_New_GameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_puzzle_new_game(inputs)
	return en_games_puzzle_new_game(inputs)
});