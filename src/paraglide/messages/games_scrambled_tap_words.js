/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Scrambled_Tap_WordsInputs */

const en_games_scrambled_tap_words = /** @type {(inputs: Games_Scrambled_Tap_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap the words below in the right order.`)
};

const es_games_scrambled_tap_words = /** @type {(inputs: Games_Scrambled_Tap_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca las palabras de abajo en el orden correcto.`)
};

/**
* | output |
* | --- |
* | "Tap the words below in the right order." |
*
* @param {Games_Scrambled_Tap_WordsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_tap_words = /** @type {((inputs?: Games_Scrambled_Tap_WordsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Scrambled_Tap_WordsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_scrambled_tap_words(inputs)
	return en_games_scrambled_tap_words(inputs)
});