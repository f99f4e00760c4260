/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ letter: NonNullable<unknown> }} Games_Hangman_Letter_MissInputs */

const en_games_hangman_letter_miss = /** @type {(inputs: Games_Hangman_Letter_MissInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Letter ${i?.letter}, already guessed, not in the word`)
};

const es_games_hangman_letter_miss = /** @type {(inputs: Games_Hangman_Letter_MissInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Letra ${i?.letter}, ya elegida, no está en la palabra`)
};

/**
* | output |
* | --- |
* | "Letter {letter}, already guessed, not in the word" |
*
* @param {Games_Hangman_Letter_MissInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_letter_miss = /** @type {((inputs: Games_Hangman_Letter_MissInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Letter_MissInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_letter_miss(inputs)
	return en_games_hangman_letter_miss(inputs)
});