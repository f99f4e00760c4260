/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown>, name: NonNullable<unknown> }} Games_Hangman_Level_ValueInputs */

const en_games_hangman_level_value = /** @type {(inputs: Games_Hangman_Level_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.level}: ${i?.name}`)
};

const es_games_hangman_level_value = /** @type {(inputs: Games_Hangman_Level_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.level}: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{level}: {name}" |
*
* @param {Games_Hangman_Level_ValueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_level_value = /** @type {((inputs: Games_Hangman_Level_ValueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Level_ValueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_level_value(inputs)
	return en_games_hangman_level_value(inputs)
});