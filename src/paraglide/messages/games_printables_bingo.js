/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_BingoInputs */

const en_games_printables_bingo = /** @type {(inputs: Games_Printables_BingoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Bingo Card`)
};

const es_games_printables_bingo = /** @type {(inputs: Games_Printables_BingoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartón de bingo bíblico`)
};

/**
* | output |
* | --- |
* | "Bible Bingo Card" |
*
* @param {Games_Printables_BingoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_bingo = /** @type {((inputs?: Games_Printables_BingoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_BingoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_bingo(inputs)
	return en_games_printables_bingo(inputs)
});