/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Bingo_FreeInputs */

const en_games_bingo_free = /** @type {(inputs: Games_Bingo_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FREE`)
};

const es_games_bingo_free = /** @type {(inputs: Games_Bingo_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LIBRE`)
};

/**
* | output |
* | --- |
* | "FREE" |
*
* @param {Games_Bingo_FreeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_free = /** @type {((inputs?: Games_Bingo_FreeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bingo_FreeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bingo_free(inputs)
	return en_games_bingo_free(inputs)
});