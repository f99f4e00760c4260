/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Bingo_ShoutInputs */

const en_games_bingo_shout = /** @type {(inputs: Games_Bingo_ShoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BINGO!`)
};

const es_games_bingo_shout = /** @type {(inputs: Games_Bingo_ShoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡BINGO!`)
};

/**
* | output |
* | --- |
* | "BINGO!" |
*
* @param {Games_Bingo_ShoutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_shout = /** @type {((inputs?: Games_Bingo_ShoutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bingo_ShoutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bingo_shout(inputs)
	return en_games_bingo_shout(inputs)
});