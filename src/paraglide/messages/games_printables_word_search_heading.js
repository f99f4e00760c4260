/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_Word_Search_HeadingInputs */

const en_games_printables_word_search_heading = /** @type {(inputs: Games_Printables_Word_Search_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔍 Bible Word Search`)
};

const es_games_printables_word_search_heading = /** @type {(inputs: Games_Printables_Word_Search_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔍 Sopa de letras bíblica`)
};

/**
* | output |
* | --- |
* | "🔍 Bible Word Search" |
*
* @param {Games_Printables_Word_Search_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_word_search_heading = /** @type {((inputs?: Games_Printables_Word_Search_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_Word_Search_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_word_search_heading(inputs)
	return en_games_printables_word_search_heading(inputs)
});