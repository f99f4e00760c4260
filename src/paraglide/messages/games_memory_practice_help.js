/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Memory_Practice_HelpInputs */

const en_games_memory_practice_help = /** @type {(inputs: Games_Memory_Practice_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The verse is shown. No points.`)
};

const es_games_memory_practice_help = /** @type {(inputs: Games_Memory_Practice_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ves el versículo. No da puntos.`)
};

/**
* | output |
* | --- |
* | "The verse is shown. No points." |
*
* @param {Games_Memory_Practice_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_practice_help = /** @type {((inputs?: Games_Memory_Practice_HelpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Memory_Practice_HelpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_memory_practice_help(inputs)
	return en_games_memory_practice_help(inputs)
});