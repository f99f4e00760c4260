/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Puzzle_StartInputs */

const en_games_puzzle_start = /** @type {(inputs: Games_Puzzle_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click a Bible hero, then the thing they are known for.`)
};

const es_games_puzzle_start = /** @type {(inputs: Games_Puzzle_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca a un héroe de la Biblia y luego lo que lo hace famoso.`)
};

/**
* | output |
* | --- |
* | "Click a Bible hero, then the thing they are known for." |
*
* @param {Games_Puzzle_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_start = /** @type {((inputs?: Games_Puzzle_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Puzzle_StartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_puzzle_start(inputs)
	return en_games_puzzle_start(inputs)
});