/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ letter: NonNullable<unknown> }} Games_Hangman_LetterInputs */

const en_games_hangman_letter = /** @type {(inputs: Games_Hangman_LetterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Letter ${i?.letter}`)
};

const es_games_hangman_letter = /** @type {(inputs: Games_Hangman_LetterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Letra ${i?.letter}`)
};

/**
* | output |
* | --- |
* | "Letter {letter}" |
*
* @param {Games_Hangman_LetterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_letter = /** @type {((inputs: Games_Hangman_LetterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_LetterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_letter(inputs)
	return en_games_hangman_letter(inputs)
});