/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Bingo_New_Card_ButtonInputs */

const en_games_bingo_new_card_button = /** @type {(inputs: Games_Bingo_New_Card_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔄 New Card`)
};

const es_games_bingo_new_card_button = /** @type {(inputs: Games_Bingo_New_Card_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔄 Cartón nuevo`)
};

/**
* | output |
* | --- |
* | "🔄 New Card" |
*
* @param {Games_Bingo_New_Card_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_new_card_button = /** @type {((inputs?: Games_Bingo_New_Card_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bingo_New_Card_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bingo_new_card_button(inputs)
	return en_games_bingo_new_card_button(inputs)
});