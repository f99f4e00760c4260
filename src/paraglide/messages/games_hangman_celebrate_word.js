/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hangman_Celebrate_WordInputs */

const en_games_hangman_celebrate_word = /** @type {(inputs: Games_Hangman_Celebrate_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You got it!`)
};

const es_games_hangman_celebrate_word = /** @type {(inputs: Games_Hangman_Celebrate_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Lo lograste!`)
};

/**
* | output |
* | --- |
* | "You got it!" |
*
* @param {Games_Hangman_Celebrate_WordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_celebrate_word = /** @type {((inputs?: Games_Hangman_Celebrate_WordInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Celebrate_WordInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_celebrate_word(inputs)
	return en_games_hangman_celebrate_word(inputs)
});