/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Word_Search_Praise_4Inputs */

const en_games_word_search_praise_4 = /** @type {(inputs: Games_Word_Search_Praise_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fantastic! Your eyes are as sharp as an eagle’s!`)
};

const es_games_word_search_praise_4 = /** @type {(inputs: Games_Word_Search_Praise_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Fantástico! ¡Tienes ojos de águila!`)
};

/**
* | output |
* | --- |
* | "Fantastic! Your eyes are as sharp as an eagle’s!" |
*
* @param {Games_Word_Search_Praise_4Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_praise_4 = /** @type {((inputs?: Games_Word_Search_Praise_4Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Word_Search_Praise_4Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_word_search_praise_4(inputs)
	return en_games_word_search_praise_4(inputs)
});