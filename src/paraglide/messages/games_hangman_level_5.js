/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hangman_Level_5Inputs */

const en_games_hangman_level_5 = /** @type {(inputs: Games_Hangman_Level_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Holy Word Master`)
};

const es_games_hangman_level_5 = /** @type {(inputs: Games_Hangman_Level_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maestro de la Palabra`)
};

/**
* | output |
* | --- |
* | "Holy Word Master" |
*
* @param {Games_Hangman_Level_5Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_level_5 = /** @type {((inputs?: Games_Hangman_Level_5Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Level_5Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_level_5(inputs)
	return en_games_hangman_level_5(inputs)
});