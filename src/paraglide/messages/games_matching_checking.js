/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Matching_CheckingInputs */

const en_games_matching_checking = /** @type {(inputs: Games_Matching_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking your pair...`)
};

const es_games_matching_checking = /** @type {(inputs: Games_Matching_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mirando tu pareja...`)
};

/**
* | output |
* | --- |
* | "Checking your pair..." |
*
* @param {Games_Matching_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_checking = /** @type {((inputs?: Games_Matching_CheckingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Matching_CheckingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_matching_checking(inputs)
	return en_games_matching_checking(inputs)
});