/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Scrambled_MixingInputs */

const en_games_scrambled_mixing = /** @type {(inputs: Games_Scrambled_MixingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mixing up the words...`)
};

const es_games_scrambled_mixing = /** @type {(inputs: Games_Scrambled_MixingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mezclando las palabras...`)
};

/**
* | output |
* | --- |
* | "Mixing up the words..." |
*
* @param {Games_Scrambled_MixingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_mixing = /** @type {((inputs?: Games_Scrambled_MixingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Scrambled_MixingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_scrambled_mixing(inputs)
	return en_games_scrambled_mixing(inputs)
});