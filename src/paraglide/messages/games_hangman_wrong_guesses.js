/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ wrong: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Hangman_Wrong_GuessesInputs */

const en_games_hangman_wrong_guesses = /** @type {(inputs: Games_Hangman_Wrong_GuessesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wrong guesses: ${i?.wrong} of ${i?.total}`)
};

const es_games_hangman_wrong_guesses = /** @type {(inputs: Games_Hangman_Wrong_GuessesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fallos: ${i?.wrong} de ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Wrong guesses: {wrong} of {total}" |
*
* @param {Games_Hangman_Wrong_GuessesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_wrong_guesses = /** @type {((inputs: Games_Hangman_Wrong_GuessesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Wrong_GuessesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_wrong_guesses(inputs)
	return en_games_hangman_wrong_guesses(inputs)
});