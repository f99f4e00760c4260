/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown>, character: NonNullable<unknown> }} Games_Puzzle_Item_MatchedInputs */

const en_games_puzzle_item_matched = /** @type {(inputs: Games_Puzzle_Item_MatchedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.item}, matched with ${i?.character}`)
};

const es_games_puzzle_item_matched = /** @type {(inputs: Games_Puzzle_Item_MatchedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.item}, unido con ${i?.character}`)
};

/**
* | output |
* | --- |
* | "{item}, matched with {character}" |
*
* @param {Games_Puzzle_Item_MatchedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_item_matched = /** @type {((inputs: Games_Puzzle_Item_MatchedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Puzzle_Item_MatchedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_puzzle_item_matched(inputs)
	return en_games_puzzle_item_matched(inputs)
});