/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown>, level: NonNullable<unknown>, name: NonNullable<unknown> }} Games_Hangman_Level_MasteredInputs */

const en_games_hangman_level_mastered = /** @type {(inputs: Games_Hangman_Level_MasteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🏆 You mastered Bible Hangman! You got ${i?.score} words on level ${i?.level} and are now a true ${i?.name}!`)
};

const es_games_hangman_level_mastered = /** @type {(inputs: Games_Hangman_Level_MasteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🏆 ¡Lo dominaste todo! Acertaste ${i?.score} palabras en el nivel ${i?.level}. ¡Te ganaste el título de ${i?.name}!`)
};

/**
* | output |
* | --- |
* | "🏆 You mastered Bible Hangman! You got {score} words on level {level} and are now a true {name}!" |
*
* @param {Games_Hangman_Level_MasteredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_level_mastered = /** @type {((inputs: Games_Hangman_Level_MasteredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Level_MasteredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_level_mastered(inputs)
	return en_games_hangman_level_mastered(inputs)
});