/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ letter: NonNullable<unknown> }} Games_Hangman_Letter_HitInputs */

const en_games_hangman_letter_hit = /** @type {(inputs: Games_Hangman_Letter_HitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Letter ${i?.letter}, already guessed, in the word`)
};

const es_games_hangman_letter_hit = /** @type {(inputs: Games_Hangman_Letter_HitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Letra ${i?.letter}, ya elegida, está en la palabra`)
};

/**
* | output |
* | --- |
* | "Letter {letter}, already guessed, in the word" |
*
* @param {Games_Hangman_Letter_HitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_letter_hit = /** @type {((inputs: Games_Hangman_Letter_HitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Letter_HitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_letter_hit(inputs)
	return en_games_hangman_letter_hit(inputs)
});