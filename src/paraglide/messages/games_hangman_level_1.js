/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hangman_Level_1Inputs */

const en_games_hangman_level_1 = /** @type {(inputs: Games_Hangman_Level_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Word Apprentice`)
};

const es_games_hangman_level_1 = /** @type {(inputs: Games_Hangman_Level_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprendiz de palabras`)
};

/**
* | output |
* | --- |
* | "Word Apprentice" |
*
* @param {Games_Hangman_Level_1Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_level_1 = /** @type {((inputs?: Games_Hangman_Level_1Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Level_1Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_level_1(inputs)
	return en_games_hangman_level_1(inputs)
});