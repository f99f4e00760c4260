/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ letter: NonNullable<unknown> }} Games_Hangman_Letter_OutInputs */

const en_games_hangman_letter_out = /** @type {(inputs: Games_Hangman_Letter_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No ${i?.letter} in this word.`)
};

const es_games_hangman_letter_out = /** @type {(inputs: Games_Hangman_Letter_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La ${i?.letter} no está en esta palabra.`)
};

/**
* | output |
* | --- |
* | "No {letter} in this word." |
*
* @param {Games_Hangman_Letter_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_letter_out = /** @type {((inputs: Games_Hangman_Letter_OutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Letter_OutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_letter_out(inputs)
	return en_games_hangman_letter_out(inputs)
});