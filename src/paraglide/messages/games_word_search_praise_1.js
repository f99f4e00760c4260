/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Word_Search_Praise_1Inputs */

const en_games_word_search_praise_1 = /** @type {(inputs: Games_Word_Search_Praise_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amazing! You found every hidden word!`)
};

const es_games_word_search_praise_1 = /** @type {(inputs: Games_Word_Search_Praise_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Increíble! ¡Encontraste todas las palabras escondidas!`)
};

/**
* | output |
* | --- |
* | "Amazing! You found every hidden word!" |
*
* @param {Games_Word_Search_Praise_1Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_praise_1 = /** @type {((inputs?: Games_Word_Search_Praise_1Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Word_Search_Praise_1Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_word_search_praise_1(inputs)
	return en_games_word_search_praise_1(inputs)
});