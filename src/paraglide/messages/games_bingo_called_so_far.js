/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Bingo_Called_So_FarInputs */

const en_games_bingo_called_so_far = /** @type {(inputs: Games_Bingo_Called_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Called so far`)
};

const es_games_bingo_called_so_far = /** @type {(inputs: Games_Bingo_Called_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombres que ya salieron`)
};

/**
* | output |
* | --- |
* | "Called so far" |
*
* @param {Games_Bingo_Called_So_FarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_called_so_far = /** @type {((inputs?: Games_Bingo_Called_So_FarInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bingo_Called_So_FarInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bingo_called_so_far(inputs)
	return en_games_bingo_called_so_far(inputs)
});