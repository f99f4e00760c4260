/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hangman_LettersInputs */

const en_games_hangman_letters = /** @type {(inputs: Games_Hangman_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letters`)
};

const es_games_hangman_letters = /** @type {(inputs: Games_Hangman_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letras`)
};

/**
* | output |
* | --- |
* | "Letters" |
*
* @param {Games_Hangman_LettersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_letters = /** @type {((inputs?: Games_Hangman_LettersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_LettersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_letters(inputs)
	return en_games_hangman_letters(inputs)
});