/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown> }} Games_Puzzle_ScoreInputs */

const en_games_puzzle_score = /** @type {(inputs: Games_Puzzle_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Score: ${i?.score}`)
};

const es_games_puzzle_score = /** @type {(inputs: Games_Puzzle_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puntos: ${i?.score}`)
};

/**
* | output |
* | --- |
* | "Score: {score}" |
*
* @param {Games_Puzzle_ScoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_score = /** @type {((inputs: Games_Puzzle_ScoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Puzzle_ScoreInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_puzzle_score(inputs)
	return en_games_puzzle_score(inputs)
});