/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ word: NonNullable<unknown> }} Games_Hangman_LostInputs */

const en_games_hangman_lost = /** @type {(inputs: Games_Hangman_LostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The word was ${i?.word}. Try again!`)
};

const es_games_hangman_lost = /** @type {(inputs: Games_Hangman_LostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La palabra era ${i?.word}. ¡Inténtalo otra vez!`)
};

/**
* | output |
* | --- |
* | "The word was {word}. Try again!" |
*
* @param {Games_Hangman_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_lost = /** @type {((inputs: Games_Hangman_LostInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_LostInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_lost(inputs)
	return en_games_hangman_lost(inputs)
});