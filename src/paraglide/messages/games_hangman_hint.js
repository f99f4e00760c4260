/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hangman_HintInputs */

const en_games_hangman_hint = /** @type {(inputs: Games_Hangman_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hint:`)
};

const es_games_hangman_hint = /** @type {(inputs: Games_Hangman_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pista:`)
};

/**
* | output |
* | --- |
* | "Hint:" |
*
* @param {Games_Hangman_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_hint = /** @type {((inputs?: Games_Hangman_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_hint(inputs)
	return en_games_hangman_hint(inputs)
});