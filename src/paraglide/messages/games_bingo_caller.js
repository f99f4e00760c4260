/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Bingo_CallerInputs */

const en_games_bingo_caller = /** @type {(inputs: Games_Bingo_CallerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📣 The caller`)
};

const es_games_bingo_caller = /** @type {(inputs: Games_Bingo_CallerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📣 El que canta los nombres`)
};

/**
* | output |
* | --- |
* | "📣 The caller" |
*
* @param {Games_Bingo_CallerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_caller = /** @type {((inputs?: Games_Bingo_CallerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bingo_CallerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bingo_caller(inputs)
	return en_games_bingo_caller(inputs)
});