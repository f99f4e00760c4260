/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Games_Word_Search_Found_AllInputs */

const en_games_word_search_found_all = /** @type {(inputs: Games_Word_Search_Found_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You found all ${i?.count} words.`)
};

const es_games_word_search_found_all = /** @type {(inputs: Games_Word_Search_Found_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Encontraste las ${i?.count} palabras.`)
};

/**
* | output |
* | --- |
* | "You found all {count} words." |
*
* @param {Games_Word_Search_Found_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_found_all = /** @type {((inputs: Games_Word_Search_Found_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Word_Search_Found_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_word_search_found_all(inputs)
	return en_games_word_search_found_all(inputs)
});