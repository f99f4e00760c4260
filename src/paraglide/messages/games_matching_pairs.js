/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ matched: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Matching_PairsInputs */

const en_games_matching_pairs = /** @type {(inputs: Games_Matching_PairsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pairs: ${i?.matched} / ${i?.total}`)
};

const es_games_matching_pairs = /** @type {(inputs: Games_Matching_PairsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parejas: ${i?.matched} / ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Pairs: {matched} / {total}" |
*
* @param {Games_Matching_PairsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_pairs = /** @type {((inputs: Games_Matching_PairsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Matching_PairsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_matching_pairs(inputs)
	return en_games_matching_pairs(inputs)
});