/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Word_Search_Praise_3Inputs */

const en_games_word_search_praise_3 = /** @type {(inputs: Games_Word_Search_Praise_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're a Bible word-search star!`)
};

const es_games_word_search_praise_3 = /** @type {(inputs: Games_Word_Search_Praise_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Eres una estrella de la sopa de letras bíblica!`)
};

/**
* | output |
* | --- |
* | "You're a Bible word-search star!" |
*
* @param {Games_Word_Search_Praise_3Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_praise_3 = /** @type {((inputs?: Games_Word_Search_Praise_3Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Word_Search_Praise_3Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_word_search_praise_3(inputs)
	return en_games_word_search_praise_3(inputs)
});