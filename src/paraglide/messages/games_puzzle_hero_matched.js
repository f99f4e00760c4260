/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ character: NonNullable<unknown>, item: NonNullable<unknown> }} Games_Puzzle_Hero_MatchedInputs */

const en_games_puzzle_hero_matched = /** @type {(inputs: Games_Puzzle_Hero_MatchedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.character}, matched with ${i?.item}`)
};

const es_games_puzzle_hero_matched = /** @type {(inputs: Games_Puzzle_Hero_MatchedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.character}, unido con ${i?.item}`)
};

/**
* | output |
* | --- |
* | "{character}, matched with {item}" |
*
* @param {Games_Puzzle_Hero_MatchedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_hero_matched = /** @type {((inputs: Games_Puzzle_Hero_MatchedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Puzzle_Hero_MatchedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_puzzle_hero_matched(inputs)
	return en_games_puzzle_hero_matched(inputs)
});