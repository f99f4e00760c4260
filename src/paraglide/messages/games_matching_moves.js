/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Matching_MovesInputs */

const en_games_matching_moves = /** @type {(inputs: Games_Matching_MovesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moves:`)
};

const es_games_matching_moves = /** @type {(inputs: Games_Matching_MovesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Movimientos:`)
};

/**
* | output |
* | --- |
* | "Moves:" |
*
* @param {Games_Matching_MovesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_moves = /** @type {((inputs?: Games_Matching_MovesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Matching_MovesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_matching_moves(inputs)
	return en_games_matching_moves(inputs)
});