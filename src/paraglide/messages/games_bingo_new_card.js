/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Bingo_New_CardInputs */

const en_games_bingo_new_card = /** @type {(inputs: Games_Bingo_New_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Card`)
};

const es_games_bingo_new_card = /** @type {(inputs: Games_Bingo_New_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartón nuevo`)
};

/**
* | output |
* | --- |
* | "New Card" |
*
* @param {Games_Bingo_New_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_new_card = /** @type {((inputs?: Games_Bingo_New_CardInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bingo_New_CardInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bingo_new_card(inputs)
	return en_games_bingo_new_card(inputs)
});