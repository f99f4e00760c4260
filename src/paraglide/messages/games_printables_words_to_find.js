/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_Words_To_FindInputs */

const en_games_printables_words_to_find = /** @type {(inputs: Games_Printables_Words_To_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Words to find`)
};

const es_games_printables_words_to_find = /** @type {(inputs: Games_Printables_Words_To_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras que buscar`)
};

/**
* | output |
* | --- |
* | "Words to find" |
*
* @param {Games_Printables_Words_To_FindInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_words_to_find = /** @type {((inputs?: Games_Printables_Words_To_FindInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_Words_To_FindInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_words_to_find(inputs)
	return en_games_printables_words_to_find(inputs)
});