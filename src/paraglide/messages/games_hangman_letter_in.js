/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ letter: NonNullable<unknown> }} Games_Hangman_Letter_InInputs */

const en_games_hangman_letter_in = /** @type {(inputs: Games_Hangman_Letter_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Yes! ${i?.letter} is in the word.`)
};

const es_games_hangman_letter_in = /** @type {(inputs: Games_Hangman_Letter_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Sí! La ${i?.letter} está en la palabra.`)
};

/**
* | output |
* | --- |
* | "Yes! {letter} is in the word." |
*
* @param {Games_Hangman_Letter_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_letter_in = /** @type {((inputs: Games_Hangman_Letter_InInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Letter_InInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_letter_in(inputs)
	return en_games_hangman_letter_in(inputs)
});