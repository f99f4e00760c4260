/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hangman_BlankInputs */

const en_games_hangman_blank = /** @type {(inputs: Games_Hangman_BlankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`blank`)
};

const es_games_hangman_blank = /** @type {(inputs: Games_Hangman_BlankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`espacio`)
};

/**
* | output |
* | --- |
* | "blank" |
*
* @param {Games_Hangman_BlankInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_blank = /** @type {((inputs?: Games_Hangman_BlankInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_BlankInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_blank(inputs)
	return en_games_hangman_blank(inputs)
});