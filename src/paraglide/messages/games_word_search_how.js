/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Word_Search_HowInputs */

const en_games_word_search_how = /** @type {(inputs: Games_Word_Search_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap the letters one by one, in a straight line: across, down or diagonally, forwards or backwards.`)
};

const es_games_word_search_how = /** @type {(inputs: Games_Word_Search_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca las letras una por una, en línea recta: de lado, hacia abajo o en diagonal, hacia adelante o hacia atrás.`)
};

/**
* | output |
* | --- |
* | "Tap the letters one by one, in a straight line: across, down or diagonally, forwards or backwards." |
*
* @param {Games_Word_Search_HowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_how = /** @type {((inputs?: Games_Word_Search_HowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Word_Search_HowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_word_search_how(inputs)
	return en_games_word_search_how(inputs)
});