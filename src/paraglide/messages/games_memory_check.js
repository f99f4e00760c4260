/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Memory_CheckInputs */

const en_games_memory_check = /** @type {(inputs: Games_Memory_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check`)
};

const es_games_memory_check = /** @type {(inputs: Games_Memory_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobar`)
};

/**
* | output |
* | --- |
* | "Check" |
*
* @param {Games_Memory_CheckInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_check = /** @type {((inputs?: Games_Memory_CheckInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Memory_CheckInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_memory_check(inputs)
	return en_games_memory_check(inputs)
});