/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hangman_Words_LeftInputs */

const en_games_hangman_words_left = /** @type {(inputs: Games_Hangman_Words_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Words left`)
};

const es_games_hangman_words_left = /** @type {(inputs: Games_Hangman_Words_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras que quedan`)
};

/**
* | output |
* | --- |
* | "Words left" |
*
* @param {Games_Hangman_Words_LeftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_words_left = /** @type {((inputs?: Games_Hangman_Words_LeftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Words_LeftInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_words_left(inputs)
	return en_games_hangman_words_left(inputs)
});