/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown>, level: NonNullable<unknown>, needed: NonNullable<unknown> }} Games_Hangman_Level_RetryInputs */

const en_games_hangman_level_retry = /** @type {(inputs: Games_Hangman_Level_RetryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You got ${i?.score} words on level ${i?.level}. Win ${i?.needed} of the first 5 words to go up a level. Let's try level ${i?.level} again!`)
};

const es_games_hangman_level_retry = /** @type {(inputs: Games_Hangman_Level_RetryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Acertaste ${i?.score} palabras en el nivel ${i?.level}. Para subir de nivel, adivina ${i?.needed} de las primeras 5 palabras. ¡Probemos otra vez el nivel ${i?.level}!`)
};

/**
* | output |
* | --- |
* | "You got {score} words on level {level}. Win {needed} of the first 5 words to go up a level. Let's try level {level} again!" |
*
* @param {Games_Hangman_Level_RetryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_level_retry = /** @type {((inputs: Games_Hangman_Level_RetryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Level_RetryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_level_retry(inputs)
	return en_games_hangman_level_retry(inputs)
});