/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, what: NonNullable<unknown> }} Games_Matching_CardInputs */

const en_games_matching_card = /** @type {(inputs: Games_Matching_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card ${i?.n}, ${i?.what}`)
};

const es_games_matching_card = /** @type {(inputs: Games_Matching_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carta ${i?.n}, ${i?.what}`)
};

/**
* | output |
* | --- |
* | "Card {n}, {what}" |
*
* @param {Games_Matching_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_card = /** @type {((inputs: Games_Matching_CardInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Matching_CardInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_matching_card(inputs)
	return en_games_matching_card(inputs)
});