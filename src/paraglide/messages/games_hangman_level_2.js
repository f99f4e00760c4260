/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hangman_Level_2Inputs */

const en_games_hangman_level_2 = /** @type {(inputs: Games_Hangman_Level_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scripture Student`)
};

const es_games_hangman_level_2 = /** @type {(inputs: Games_Hangman_Level_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estudiante de la Escritura`)
};

/**
* | output |
* | --- |
* | "Scripture Student" |
*
* @param {Games_Hangman_Level_2Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_level_2 = /** @type {((inputs?: Games_Hangman_Level_2Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Level_2Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_level_2(inputs)
	return en_games_hangman_level_2(inputs)
});