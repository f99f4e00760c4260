/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Word_Search_Found_MarkInputs */

const en_games_word_search_found_mark = /** @type {(inputs: Games_Word_Search_Found_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(found)`)
};

const es_games_word_search_found_mark = /** @type {(inputs: Games_Word_Search_Found_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(encontrada)`)
};

/**
* | output |
* | --- |
* | "(found)" |
*
* @param {Games_Word_Search_Found_MarkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_found_mark = /** @type {((inputs?: Games_Word_Search_Found_MarkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Word_Search_Found_MarkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_word_search_found_mark(inputs)
	return en_games_word_search_found_mark(inputs)
});