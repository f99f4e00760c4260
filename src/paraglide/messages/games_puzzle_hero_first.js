/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Puzzle_Hero_FirstInputs */

const en_games_puzzle_hero_first = /** @type {(inputs: Games_Puzzle_Hero_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First click a Bible hero, then the item.`)
};

const es_games_puzzle_hero_first = /** @type {(inputs: Games_Puzzle_Hero_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero toca a un héroe de la Biblia y luego el objeto.`)
};

/**
* | output |
* | --- |
* | "First click a Bible hero, then the item." |
*
* @param {Games_Puzzle_Hero_FirstInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_hero_first = /** @type {((inputs?: Games_Puzzle_Hero_FirstInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Puzzle_Hero_FirstInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_puzzle_hero_first(inputs)
	return en_games_puzzle_hero_first(inputs)
});