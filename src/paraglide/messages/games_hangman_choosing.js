/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hangman_ChoosingInputs */

const en_games_hangman_choosing = /** @type {(inputs: Games_Hangman_ChoosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choosing a word...`)
};

const es_games_hangman_choosing = /** @type {(inputs: Games_Hangman_ChoosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eligiendo una palabra...`)
};

/**
* | output |
* | --- |
* | "Choosing a word..." |
*
* @param {Games_Hangman_ChoosingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_choosing = /** @type {((inputs?: Games_Hangman_ChoosingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_ChoosingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_choosing(inputs)
	return en_games_hangman_choosing(inputs)
});