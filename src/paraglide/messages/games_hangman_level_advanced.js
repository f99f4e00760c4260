/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown>, score: NonNullable<unknown>, next: NonNullable<unknown>, name: NonNullable<unknown> }} Games_Hangman_Level_AdvancedInputs */

const en_games_hangman_level_advanced = /** @type {(inputs: Games_Hangman_Level_AdvancedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.level} complete! You got ${i?.score} words. On to level ${i?.next}: ${i?.name}!`)
};

const es_games_hangman_level_advanced = /** @type {(inputs: Games_Hangman_Level_AdvancedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Completaste el nivel ${i?.level}! Acertaste ${i?.score} palabras. ¡Vamos al nivel ${i?.next}: ${i?.name}!`)
};

/**
* | output |
* | --- |
* | "Level {level} complete! You got {score} words. On to level {next}: {name}!" |
*
* @param {Games_Hangman_Level_AdvancedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_level_advanced = /** @type {((inputs: Games_Hangman_Level_AdvancedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Level_AdvancedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_level_advanced(inputs)
	return en_games_hangman_level_advanced(inputs)
});