/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Puzzle_Known_ForInputs */

const en_games_puzzle_known_for = /** @type {(inputs: Games_Puzzle_Known_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. What they are known for`)
};

const es_games_puzzle_known_for = /** @type {(inputs: Games_Puzzle_Known_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. Lo que los hace famosos`)
};

/**
* | output |
* | --- |
* | "2. What they are known for" |
*
* @param {Games_Puzzle_Known_ForInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_known_for = /** @type {((inputs?: Games_Puzzle_Known_ForInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Puzzle_Known_ForInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_puzzle_known_for(inputs)
	return en_games_puzzle_known_for(inputs)
});