/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Memory_ModeInputs */

const en_games_memory_mode = /** @type {(inputs: Games_Memory_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode`)
};

const es_games_memory_mode = /** @type {(inputs: Games_Memory_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo`)
};

/**
* | output |
* | --- |
* | "Mode" |
*
* @param {Games_Memory_ModeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_mode = /** @type {((inputs?: Games_Memory_ModeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Memory_ModeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_memory_mode(inputs)
	return en_games_memory_mode(inputs)
});