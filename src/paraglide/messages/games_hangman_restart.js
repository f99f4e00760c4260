/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hangman_RestartInputs */

const en_games_hangman_restart = /** @type {(inputs: Games_Hangman_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restart Game`)
};

const es_games_hangman_restart = /** @type {(inputs: Games_Hangman_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar de nuevo`)
};

/**
* | output |
* | --- |
* | "Restart Game" |
*
* @param {Games_Hangman_RestartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_restart = /** @type {((inputs?: Games_Hangman_RestartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_RestartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_restart(inputs)
	return en_games_hangman_restart(inputs)
});