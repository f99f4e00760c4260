/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ matched: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Puzzle_Matched_CountInputs */

const en_games_puzzle_matched_count = /** @type {(inputs: Games_Puzzle_Matched_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Matched: ${i?.matched} / ${i?.total}`)
};

const es_games_puzzle_matched_count = /** @type {(inputs: Games_Puzzle_Matched_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parejas: ${i?.matched} / ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Matched: {matched} / {total}" |
*
* @param {Games_Puzzle_Matched_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_matched_count = /** @type {((inputs: Games_Puzzle_Matched_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Puzzle_Matched_CountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_puzzle_matched_count(inputs)
	return en_games_puzzle_matched_count(inputs)
});