/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ word: NonNullable<unknown> }} Games_Hangman_Got_ItInputs */

const en_games_hangman_got_it = /** @type {(inputs: Games_Hangman_Got_ItInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You got it! The word was ${i?.word}.`)
};

const es_games_hangman_got_it = /** @type {(inputs: Games_Hangman_Got_ItInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Lo lograste! La palabra era ${i?.word}.`)
};

/**
* | output |
* | --- |
* | "You got it! The word was {word}." |
*
* @param {Games_Hangman_Got_ItInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_got_it = /** @type {((inputs: Games_Hangman_Got_ItInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Got_ItInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_got_it(inputs)
	return en_games_hangman_got_it(inputs)
});