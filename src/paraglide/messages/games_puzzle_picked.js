/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Puzzle_PickedInputs */

const en_games_puzzle_picked = /** @type {(inputs: Games_Puzzle_PickedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`👉 Picked`)
};

const es_games_puzzle_picked = /** @type {(inputs: Games_Puzzle_PickedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`👉 Elegido`)
};

/**
* | output |
* | --- |
* | "👉 Picked" |
*
* @param {Games_Puzzle_PickedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_picked = /** @type {((inputs?: Games_Puzzle_PickedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Puzzle_PickedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_puzzle_picked(inputs)
	return en_games_puzzle_picked(inputs)
});