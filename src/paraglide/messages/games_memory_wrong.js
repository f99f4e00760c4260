/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Memory_WrongInputs */

const en_games_memory_wrong = /** @type {(inputs: Games_Memory_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not quite right!`)
};

const es_games_memory_wrong = /** @type {(inputs: Games_Memory_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Casi, pero no!`)
};

/**
* | output |
* | --- |
* | "Not quite right!" |
*
* @param {Games_Memory_WrongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_wrong = /** @type {((inputs?: Games_Memory_WrongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Memory_WrongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_memory_wrong(inputs)
	return en_games_memory_wrong(inputs)
});