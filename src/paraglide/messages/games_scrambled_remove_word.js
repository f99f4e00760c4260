/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, word: NonNullable<unknown> }} Games_Scrambled_Remove_WordInputs */

const en_games_scrambled_remove_word = /** @type {(inputs: Games_Scrambled_Remove_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove word ${i?.n}: ${i?.word}`)
};

const es_games_scrambled_remove_word = /** @type {(inputs: Games_Scrambled_Remove_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar la palabra ${i?.n}: ${i?.word}`)
};

/**
* | output |
* | --- |
* | "Remove word {n}: {word}" |
*
* @param {Games_Scrambled_Remove_WordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_remove_word = /** @type {((inputs: Games_Scrambled_Remove_WordInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Scrambled_Remove_WordInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_scrambled_remove_word(inputs)
	return en_games_scrambled_remove_word(inputs)
});