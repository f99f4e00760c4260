/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Word_Search_Praise_5Inputs */

const en_games_word_search_praise_5 = /** @type {(inputs: Games_Word_Search_Praise_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Great job! Nothing stays hidden from you!`)
};

const es_games_word_search_praise_5 = /** @type {(inputs: Games_Word_Search_Praise_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Muy bien! ¡No se te escapa nada!`)
};

/**
* | output |
* | --- |
* | "Great job! Nothing stays hidden from you!" |
*
* @param {Games_Word_Search_Praise_5Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_praise_5 = /** @type {((inputs?: Games_Word_Search_Praise_5Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Word_Search_Praise_5Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_word_search_praise_5(inputs)
	return en_games_word_search_praise_5(inputs)
});