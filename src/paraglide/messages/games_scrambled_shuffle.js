/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Scrambled_ShuffleInputs */

const en_games_scrambled_shuffle = /** @type {(inputs: Games_Scrambled_ShuffleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shuffle Words`)
};

const es_games_scrambled_shuffle = /** @type {(inputs: Games_Scrambled_ShuffleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mezclar palabras`)
};

/**
* | output |
* | --- |
* | "Shuffle Words" |
*
* @param {Games_Scrambled_ShuffleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_shuffle = /** @type {((inputs?: Games_Scrambled_ShuffleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Scrambled_ShuffleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_scrambled_shuffle(inputs)
	return en_games_scrambled_shuffle(inputs)
});