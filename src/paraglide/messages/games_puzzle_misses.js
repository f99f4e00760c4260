/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ misses: NonNullable<unknown> }} Games_Puzzle_MissesInputs */

const en_games_puzzle_misses = /** @type {(inputs: Games_Puzzle_MissesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tries that missed: ${i?.misses}`)
};

const es_games_puzzle_misses = /** @type {(inputs: Games_Puzzle_MissesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Intentos fallidos: ${i?.misses}`)
};

/**
* | output |
* | --- |
* | "Tries that missed: {misses}" |
*
* @param {Games_Puzzle_MissesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_misses = /** @type {((inputs: Games_Puzzle_MissesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Puzzle_MissesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_puzzle_misses(inputs)
	return en_games_puzzle_misses(inputs)
});