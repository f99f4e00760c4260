/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hangman_Celebrate_MasteredInputs */

const en_games_hangman_celebrate_mastered = /** @type {(inputs: Games_Hangman_Celebrate_MasteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🏆 Bible Hangman mastered!`)
};

const es_games_hangman_celebrate_mastered = /** @type {(inputs: Games_Hangman_Celebrate_MasteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🏆 ¡Todos los niveles completados!`)
};

/**
* | output |
* | --- |
* | "🏆 Bible Hangman mastered!" |
*
* @param {Games_Hangman_Celebrate_MasteredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_celebrate_mastered = /** @type {((inputs?: Games_Hangman_Celebrate_MasteredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Celebrate_MasteredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_celebrate_mastered(inputs)
	return en_games_hangman_celebrate_mastered(inputs)
});