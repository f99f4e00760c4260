/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hangman_Level_6Inputs */

const en_games_hangman_level_6 = /** @type {(inputs: Games_Hangman_Level_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Divine Dictionary`)
};

const es_games_hangman_level_6 = /** @type {(inputs: Games_Hangman_Level_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diccionario divino`)
};

/**
* | output |
* | --- |
* | "Divine Dictionary" |
*
* @param {Games_Hangman_Level_6Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_level_6 = /** @type {((inputs?: Games_Hangman_Level_6Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Level_6Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_level_6(inputs)
	return en_games_hangman_level_6(inputs)
});