/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Puzzle_WonInputs */

const en_games_puzzle_won = /** @type {(inputs: Games_Puzzle_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎉 You matched every Bible hero!`)
};

const es_games_puzzle_won = /** @type {(inputs: Games_Puzzle_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎉 ¡Uniste a todos los héroes de la Biblia!`)
};

/**
* | output |
* | --- |
* | "🎉 You matched every Bible hero!" |
*
* @param {Games_Puzzle_WonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_won = /** @type {((inputs?: Games_Puzzle_WonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Puzzle_WonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_puzzle_won(inputs)
	return en_games_puzzle_won(inputs)
});