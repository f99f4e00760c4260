/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hangman_Level_4Inputs */

const en_games_hangman_level_4 = /** @type {(inputs: Games_Hangman_Level_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verse Virtuoso`)
};

const es_games_hangman_level_4 = /** @type {(inputs: Games_Hangman_Level_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As de los versículos`)
};

/**
* | output |
* | --- |
* | "Verse Virtuoso" |
*
* @param {Games_Hangman_Level_4Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_level_4 = /** @type {((inputs?: Games_Hangman_Level_4Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Level_4Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_level_4(inputs)
	return en_games_hangman_level_4(inputs)
});