/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Word_Search_HidingInputs */

const en_games_word_search_hiding = /** @type {(inputs: Games_Word_Search_HidingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hiding the words...`)
};

const es_games_word_search_hiding = /** @type {(inputs: Games_Word_Search_HidingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escondiendo las palabras...`)
};

/**
* | output |
* | --- |
* | "Hiding the words..." |
*
* @param {Games_Word_Search_HidingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_hiding = /** @type {((inputs?: Games_Word_Search_HidingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Word_Search_HidingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_word_search_hiding(inputs)
	return en_games_word_search_hiding(inputs)
});