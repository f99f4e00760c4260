/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_Word_Search_TextInputs */

const en_games_printables_word_search_text = /** @type {(inputs: Games_Printables_Word_Search_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new puzzle of Bible words every time you open it.`)
};

const es_games_printables_word_search_text = /** @type {(inputs: Games_Printables_Word_Search_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una sopa de letras bíblicas nueva cada vez que la abres.`)
};

/**
* | output |
* | --- |
* | "A new puzzle of Bible words every time you open it." |
*
* @param {Games_Printables_Word_Search_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_word_search_text = /** @type {((inputs?: Games_Printables_Word_Search_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_Word_Search_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_word_search_text(inputs)
	return en_games_printables_word_search_text(inputs)
});