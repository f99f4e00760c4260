/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ word: NonNullable<unknown>, found: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Word_Search_Found_StatusInputs */

const en_games_word_search_found_status = /** @type {(inputs: Games_Word_Search_Found_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You found ${i?.word}! ${i?.found} of ${i?.total} found.`)
};

const es_games_word_search_found_status = /** @type {(inputs: Games_Word_Search_Found_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Encontraste ${i?.word}! Llevas ${i?.found} de ${i?.total}.`)
};

/**
* | output |
* | --- |
* | "You found {word}! {found} of {total} found." |
*
* @param {Games_Word_Search_Found_StatusInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_found_status = /** @type {((inputs: Games_Word_Search_Found_StatusInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Word_Search_Found_StatusInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_word_search_found_status(inputs)
	return en_games_word_search_found_status(inputs)
});