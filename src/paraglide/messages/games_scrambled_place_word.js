/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ word: NonNullable<unknown> }} Games_Scrambled_Place_WordInputs */

const en_games_scrambled_place_word = /** @type {(inputs: Games_Scrambled_Place_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Place word: ${i?.word}`)
};

const es_games_scrambled_place_word = /** @type {(inputs: Games_Scrambled_Place_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Colocar la palabra: ${i?.word}`)
};

/**
* | output |
* | --- |
* | "Place word: {word}" |
*
* @param {Games_Scrambled_Place_WordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_place_word = /** @type {((inputs: Games_Scrambled_Place_WordInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Scrambled_Place_WordInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_scrambled_place_word(inputs)
	return en_games_scrambled_place_word(inputs)
});