/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hangman_Level_7Inputs */

const en_games_hangman_level_7 = /** @type {(inputs: Games_Hangman_Level_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biblical Expert`)
};

const es_games_hangman_level_7 = /** @type {(inputs: Games_Hangman_Level_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experto en la Biblia`)
};

/**
* | output |
* | --- |
* | "Biblical Expert" |
*
* @param {Games_Hangman_Level_7Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_level_7 = /** @type {((inputs?: Games_Hangman_Level_7Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Level_7Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_level_7(inputs)
	return en_games_hangman_level_7(inputs)
});