/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Puzzle_WrongInputs */

const en_games_puzzle_wrong = /** @type {(inputs: Games_Puzzle_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Try again!`)
};

const es_games_puzzle_wrong = /** @type {(inputs: Games_Puzzle_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Uy! ¡Inténtalo otra vez!`)
};

/**
* | output |
* | --- |
* | "Oops! Try again!" |
*
* @param {Games_Puzzle_WrongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_wrong = /** @type {((inputs?: Games_Puzzle_WrongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Puzzle_WrongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_puzzle_wrong(inputs)
	return en_games_puzzle_wrong(inputs)
});