/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Matching_Flip_TwoInputs */

const en_games_matching_flip_two = /** @type {(inputs: Games_Matching_Flip_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flip two cards to find a verse and its reference.`)
};

const es_games_matching_flip_two = /** @type {(inputs: Games_Matching_Flip_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Da vuelta a dos cartas para encontrar un versículo y su cita.`)
};

/**
* | output |
* | --- |
* | "Flip two cards to find a verse and its reference." |
*
* @param {Games_Matching_Flip_TwoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_flip_two = /** @type {((inputs?: Games_Matching_Flip_TwoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Matching_Flip_TwoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_matching_flip_two(inputs)
	return en_games_matching_flip_two(inputs)
});