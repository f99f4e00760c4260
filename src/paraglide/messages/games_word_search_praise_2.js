/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Word_Search_Praise_2Inputs */

const en_games_word_search_praise_2 = /** @type {(inputs: Games_Word_Search_Praise_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wonderful work, word detective!`)
};

const es_games_word_search_praise_2 = /** @type {(inputs: Games_Word_Search_Praise_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Excelente trabajo, detective de palabras!`)
};

/**
* | output |
* | --- |
* | "Wonderful work, word detective!" |
*
* @param {Games_Word_Search_Praise_2Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_praise_2 = /** @type {((inputs?: Games_Word_Search_Praise_2Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Word_Search_Praise_2Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_word_search_praise_2(inputs)
	return en_games_word_search_praise_2(inputs)
});