/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Bingo_Not_CalledInputs */

const en_games_bingo_not_called = /** @type {(inputs: Games_Bingo_Not_CalledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item hasn't been called yet!`)
};

const es_games_bingo_not_called = /** @type {(inputs: Games_Bingo_Not_CalledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Ese nombre todavía no ha salido!`)
};

/**
* | output |
* | --- |
* | "This item hasn't been called yet!" |
*
* @param {Games_Bingo_Not_CalledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_not_called = /** @type {((inputs?: Games_Bingo_Not_CalledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bingo_Not_CalledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bingo_not_called(inputs)
	return en_games_bingo_not_called(inputs)
});