/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Scrambled_AlmostInputs */

const en_games_scrambled_almost = /** @type {(inputs: Games_Scrambled_AlmostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Almost! Some words are out of order. Tap a word in your verse to take it back.`)
};

const es_games_scrambled_almost = /** @type {(inputs: Games_Scrambled_AlmostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Casi! Algunas palabras no están en su lugar. Toca una palabra de tu versículo para quitarla.`)
};

/**
* | output |
* | --- |
* | "Almost! Some words are out of order. Tap a word in your verse to take it back." |
*
* @param {Games_Scrambled_AlmostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_almost = /** @type {((inputs?: Games_Scrambled_AlmostInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Scrambled_AlmostInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_scrambled_almost(inputs)
	return en_games_scrambled_almost(inputs)
});