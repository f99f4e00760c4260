/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Matching_MatchedInputs */

const en_games_matching_matched = /** @type {(inputs: Games_Matching_MatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ Matched`)
};

const es_games_matching_matched = /** @type {(inputs: Games_Matching_MatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ Pareja`)
};

/**
* | output |
* | --- |
* | "✓ Matched" |
*
* @param {Games_Matching_MatchedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_matched = /** @type {((inputs?: Games_Matching_MatchedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Matching_MatchedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_matching_matched(inputs)
	return en_games_matching_matched(inputs)
});