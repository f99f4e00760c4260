/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Bingo_All_CalledInputs */

const en_games_bingo_all_called = /** @type {(inputs: Games_Bingo_All_CalledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All items have been called!`)
};

const es_games_bingo_all_called = /** @type {(inputs: Games_Bingo_All_CalledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Ya salieron todos los nombres!`)
};

/**
* | output |
* | --- |
* | "All items have been called!" |
*
* @param {Games_Bingo_All_CalledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_all_called = /** @type {((inputs?: Games_Bingo_All_CalledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bingo_All_CalledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bingo_all_called(inputs)
	return en_games_bingo_all_called(inputs)
});