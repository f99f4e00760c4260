/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_Bingo_TextInputs */

const en_games_printables_bingo_text = /** @type {(inputs: Games_Printables_Bingo_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A fresh card of Bible names for a game with family and friends.`)
};

const es_games_printables_bingo_text = /** @type {(inputs: Games_Printables_Bingo_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un cartón nuevo con nombres de la Biblia para jugar con tu familia y tus amigos.`)
};

/**
* | output |
* | --- |
* | "A fresh card of Bible names for a game with family and friends." |
*
* @param {Games_Printables_Bingo_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_bingo_text = /** @type {((inputs?: Games_Printables_Bingo_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_Bingo_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_bingo_text(inputs)
	return en_games_printables_bingo_text(inputs)
});