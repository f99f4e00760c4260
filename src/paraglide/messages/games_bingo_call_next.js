/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Bingo_Call_NextInputs */

const en_games_bingo_call_next = /** @type {(inputs: Games_Bingo_Call_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call Next Name`)
};

const es_games_bingo_call_next = /** @type {(inputs: Games_Bingo_Call_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sacar otro nombre`)
};

/**
* | output |
* | --- |
* | "Call Next Name" |
*
* @param {Games_Bingo_Call_NextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_call_next = /** @type {((inputs?: Games_Bingo_Call_NextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bingo_Call_NextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bingo_call_next(inputs)
	return en_games_bingo_call_next(inputs)
});