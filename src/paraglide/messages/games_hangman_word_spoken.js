/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, letters: NonNullable<unknown> }} Games_Hangman_Word_SpokenInputs */

const en_games_hangman_word_spoken = /** @type {(inputs: Games_Hangman_Word_SpokenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The word has ${i?.count} letters: ${i?.letters}.`)
};

const es_games_hangman_word_spoken = /** @type {(inputs: Games_Hangman_Word_SpokenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La palabra tiene ${i?.count} letras: ${i?.letters}.`)
};

/**
* | output |
* | --- |
* | "The word has {count} letters: {letters}." |
*
* @param {Games_Hangman_Word_SpokenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_word_spoken = /** @type {((inputs: Games_Hangman_Word_SpokenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Word_SpokenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_word_spoken(inputs)
	return en_games_hangman_word_spoken(inputs)
});