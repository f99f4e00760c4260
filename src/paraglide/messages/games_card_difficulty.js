/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Card_DifficultyInputs */

const en_games_card_difficulty = /** @type {(inputs: Games_Card_DifficultyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Difficulty:`)
};

const es_games_card_difficulty = /** @type {(inputs: Games_Card_DifficultyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dificultad:`)
};

/**
* | output |
* | --- |
* | "Difficulty:" |
*
* @param {Games_Card_DifficultyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_card_difficulty = /** @type {((inputs?: Games_Card_DifficultyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Card_DifficultyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_card_difficulty(inputs)
	return en_games_card_difficulty(inputs)
});