/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Matching_CardsInputs */

const en_games_matching_cards = /** @type {(inputs: Games_Matching_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cards`)
};

const es_games_matching_cards = /** @type {(inputs: Games_Matching_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartas`)
};

/**
* | output |
* | --- |
* | "Cards" |
*
* @param {Games_Matching_CardsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_cards = /** @type {((inputs?: Games_Matching_CardsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Matching_CardsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_matching_cards(inputs)
	return en_games_matching_cards(inputs)
});