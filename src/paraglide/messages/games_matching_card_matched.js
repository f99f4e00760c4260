/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, what: NonNullable<unknown> }} Games_Matching_Card_MatchedInputs */

const en_games_matching_card_matched = /** @type {(inputs: Games_Matching_Card_MatchedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card ${i?.n}, matched, ${i?.what}`)
};

const es_games_matching_card_matched = /** @type {(inputs: Games_Matching_Card_MatchedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carta ${i?.n}, con pareja, ${i?.what}`)
};

/**
* | output |
* | --- |
* | "Card {n}, matched, {what}" |
*
* @param {Games_Matching_Card_MatchedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_card_matched = /** @type {((inputs: Games_Matching_Card_MatchedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Matching_Card_MatchedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_matching_card_matched(inputs)
	return en_games_matching_card_matched(inputs)
});