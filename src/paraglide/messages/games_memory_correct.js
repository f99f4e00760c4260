/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Memory_CorrectInputs */

const en_games_memory_correct = /** @type {(inputs: Games_Memory_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Correct!`)
};

const es_games_memory_correct = /** @type {(inputs: Games_Memory_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ ¡Correcto!`)
};

/**
* | output |
* | --- |
* | "✅ Correct!" |
*
* @param {Games_Memory_CorrectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_correct = /** @type {((inputs?: Games_Memory_CorrectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Memory_CorrectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_memory_correct(inputs)
	return en_games_memory_correct(inputs)
});