/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Puzzle_CelebrateInputs */

const en_games_puzzle_celebrate = /** @type {(inputs: Games_Puzzle_CelebrateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puzzle complete!`)
};

const es_games_puzzle_celebrate = /** @type {(inputs: Games_Puzzle_CelebrateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Rompecabezas completo!`)
};

/**
* | output |
* | --- |
* | "Puzzle complete!" |
*
* @param {Games_Puzzle_CelebrateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_celebrate = /** @type {((inputs?: Games_Puzzle_CelebrateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Puzzle_CelebrateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_puzzle_celebrate(inputs)
	return en_games_puzzle_celebrate(inputs)
});