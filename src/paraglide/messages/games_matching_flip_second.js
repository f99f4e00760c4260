/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Matching_Flip_SecondInputs */

const en_games_matching_flip_second = /** @type {(inputs: Games_Matching_Flip_SecondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Now flip a second card.`)
};

const es_games_matching_flip_second = /** @type {(inputs: Games_Matching_Flip_SecondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora da vuelta a otra carta.`)
};

/**
* | output |
* | --- |
* | "Now flip a second card." |
*
* @param {Games_Matching_Flip_SecondInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_flip_second = /** @type {((inputs?: Games_Matching_Flip_SecondInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Matching_Flip_SecondInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_matching_flip_second(inputs)
	return en_games_matching_flip_second(inputs)
});