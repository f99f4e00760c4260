/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Memory_Memorize_HelpInputs */

const en_games_memory_memorize_help = /** @type {(inputs: Games_Memory_Memorize_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The verse is hidden. 1 point for each verse you get right.`)
};

const es_games_memory_memorize_help = /** @type {(inputs: Games_Memory_Memorize_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El versículo está escondido. Ganas 1 punto por cada versículo que escribas bien.`)
};

/**
* | output |
* | --- |
* | "The verse is hidden. 1 point for each verse you get right." |
*
* @param {Games_Memory_Memorize_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_memorize_help = /** @type {((inputs?: Games_Memory_Memorize_HelpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Memory_Memorize_HelpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_memory_memorize_help(inputs)
	return en_games_memory_memorize_help(inputs)
});