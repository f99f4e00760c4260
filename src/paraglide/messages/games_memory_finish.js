/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Memory_FinishInputs */

const en_games_memory_finish = /** @type {(inputs: Games_Memory_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finish`)
};

const es_games_memory_finish = /** @type {(inputs: Games_Memory_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminar`)
};

/**
* | output |
* | --- |
* | "Finish" |
*
* @param {Games_Memory_FinishInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_finish = /** @type {((inputs?: Games_Memory_FinishInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Memory_FinishInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_memory_finish(inputs)
	return en_games_memory_finish(inputs)
});