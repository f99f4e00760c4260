/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Memory_Wrong_HelpInputs */

const en_games_memory_wrong_help = /** @type {(inputs: Games_Memory_Wrong_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check each word, then try again.`)
};

const es_games_memory_wrong_help = /** @type {(inputs: Games_Memory_Wrong_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa cada palabra y vuelve a intentarlo.`)
};

/**
* | output |
* | --- |
* | "Check each word, then try again." |
*
* @param {Games_Memory_Wrong_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_wrong_help = /** @type {((inputs?: Games_Memory_Wrong_HelpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Memory_Wrong_HelpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_memory_wrong_help(inputs)
	return en_games_memory_wrong_help(inputs)
});