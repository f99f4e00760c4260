/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ character: NonNullable<unknown>, item: NonNullable<unknown>, fact: NonNullable<unknown>, reference: NonNullable<unknown> }} Games_Puzzle_MatchInputs */

const en_games_puzzle_match = /** @type {(inputs: Games_Puzzle_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Yes! ${i?.character} and the ${i?.item}. ${i?.fact} (${i?.reference})`)
};

const es_games_puzzle_match = /** @type {(inputs: Games_Puzzle_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Sí! ${i?.character}: ${i?.item}. ${i?.fact} (${i?.reference})`)
};

/**
* | output |
* | --- |
* | "Yes! {character} and the {item}. {fact} ({reference})" |
*
* @param {Games_Puzzle_MatchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_match = /** @type {((inputs: Games_Puzzle_MatchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Puzzle_MatchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_puzzle_match(inputs)
	return en_games_puzzle_match(inputs)
});