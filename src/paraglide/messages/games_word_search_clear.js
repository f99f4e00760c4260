/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Word_Search_ClearInputs */

const en_games_word_search_clear = /** @type {(inputs: Games_Word_Search_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear selection`)
};

const es_games_word_search_clear = /** @type {(inputs: Games_Word_Search_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar selección`)
};

/**
* | output |
* | --- |
* | "Clear selection" |
*
* @param {Games_Word_Search_ClearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_clear = /** @type {((inputs?: Games_Word_Search_ClearInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Word_Search_ClearInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_word_search_clear(inputs)
	return en_games_word_search_clear(inputs)
});