/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Bingo_Press_CallInputs */

const en_games_bingo_press_call = /** @type {(inputs: Games_Bingo_Press_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press Call Next Name to hear the first Bible name.`)
};

const es_games_bingo_press_call = /** @type {(inputs: Games_Bingo_Press_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca «Sacar otro nombre» para oír el primer nombre de la Biblia.`)
};

/**
* | output |
* | --- |
* | "Press Call Next Name to hear the first Bible name." |
*
* @param {Games_Bingo_Press_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_press_call = /** @type {((inputs?: Games_Bingo_Press_CallInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bingo_Press_CallInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bingo_press_call(inputs)
	return en_games_bingo_press_call(inputs)
});