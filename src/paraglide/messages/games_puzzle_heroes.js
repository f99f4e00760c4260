/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Puzzle_HeroesInputs */

const en_games_puzzle_heroes = /** @type {(inputs: Games_Puzzle_HeroesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. Bible heroes`)
};

const es_games_puzzle_heroes = /** @type {(inputs: Games_Puzzle_HeroesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. Héroes de la Biblia`)
};

/**
* | output |
* | --- |
* | "1. Bible heroes" |
*
* @param {Games_Puzzle_HeroesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_heroes = /** @type {((inputs?: Games_Puzzle_HeroesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Puzzle_HeroesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_puzzle_heroes(inputs)
	return en_games_puzzle_heroes(inputs)
});