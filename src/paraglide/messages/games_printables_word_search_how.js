/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_Word_Search_HowInputs */

const en_games_printables_word_search_how = /** @type {(inputs: Games_Printables_Word_Search_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find the hidden words! They go across, down, or diagonally. Circle each one you find.`)
};

const es_games_printables_word_search_how = /** @type {(inputs: Games_Printables_Word_Search_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Encuentra las palabras escondidas! Van de lado, hacia abajo o en diagonal. Encierra en un círculo cada una que encuentres.`)
};

/**
* | output |
* | --- |
* | "Find the hidden words! They go across, down, or diagonally. Circle each one you find." |
*
* @param {Games_Printables_Word_Search_HowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_word_search_how = /** @type {((inputs?: Games_Printables_Word_Search_HowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_Word_Search_HowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_word_search_how(inputs)
	return en_games_printables_word_search_how(inputs)
});