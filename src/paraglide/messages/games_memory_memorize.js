/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Memory_MemorizeInputs */

const en_games_memory_memorize = /** @type {(inputs: Games_Memory_MemorizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memorize`)
};

const es_games_memory_memorize = /** @type {(inputs: Games_Memory_MemorizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memorizar`)
};

/**
* | output |
* | --- |
* | "Memorize" |
*
* @param {Games_Memory_MemorizeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_memorize = /** @type {((inputs?: Games_Memory_MemorizeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Memory_MemorizeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_memory_memorize(inputs)
	return en_games_memory_memorize(inputs)
});