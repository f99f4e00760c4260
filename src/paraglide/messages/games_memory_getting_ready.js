/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Memory_Getting_ReadyInputs */

const en_games_memory_getting_ready = /** @type {(inputs: Games_Memory_Getting_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Getting the verses ready...`)
};

const es_games_memory_getting_ready = /** @type {(inputs: Games_Memory_Getting_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparando los versículos...`)
};

/**
* | output |
* | --- |
* | "Getting the verses ready..." |
*
* @param {Games_Memory_Getting_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_getting_ready = /** @type {((inputs?: Games_Memory_Getting_ReadyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Memory_Getting_ReadyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_memory_getting_ready(inputs)
	return en_games_memory_getting_ready(inputs)
});