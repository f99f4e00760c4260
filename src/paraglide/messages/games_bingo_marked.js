/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Bingo_MarkedInputs */

const en_games_bingo_marked = /** @type {(inputs: Games_Bingo_MarkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, marked`)
};

const es_games_bingo_marked = /** @type {(inputs: Games_Bingo_MarkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, marcado`)
};

/**
* | output |
* | --- |
* | ", marked" |
*
* @param {Games_Bingo_MarkedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_marked = /** @type {((inputs?: Games_Bingo_MarkedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bingo_MarkedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bingo_marked(inputs)
	return en_games_bingo_marked(inputs)
});