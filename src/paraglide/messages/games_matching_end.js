/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pairs: NonNullable<unknown>, moves: NonNullable<unknown>, score: NonNullable<unknown> }} Games_Matching_EndInputs */

const en_games_matching_end = /** @type {(inputs: Games_Matching_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You matched all ${i?.pairs} pairs in ${i?.moves} moves. Score: ${i?.score}`)
};

const es_games_matching_end = /** @type {(inputs: Games_Matching_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Juntaste las ${i?.pairs} parejas en ${i?.moves} movimientos. Puntos: ${i?.score}`)
};

/**
* | output |
* | --- |
* | "You matched all {pairs} pairs in {moves} moves. Score: {score}" |
*
* @param {Games_Matching_EndInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_end = /** @type {((inputs: Games_Matching_EndInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Matching_EndInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_matching_end(inputs)
	return en_games_matching_end(inputs)
});