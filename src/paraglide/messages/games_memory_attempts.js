/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Memory_AttemptsInputs */

const en_games_memory_attempts = /** @type {(inputs: Games_Memory_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attempts`)
};

const es_games_memory_attempts = /** @type {(inputs: Games_Memory_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intentos`)
};

/**
* | output |
* | --- |
* | "Attempts" |
*
* @param {Games_Memory_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_attempts = /** @type {((inputs?: Games_Memory_AttemptsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Memory_AttemptsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_memory_attempts(inputs)
	return en_games_memory_attempts(inputs)
});