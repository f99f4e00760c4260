/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Words_HintInputs */

const en_bible_words_hint = /** @type {(inputs: Bible_Words_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap a word with a dotted line to see what it means.`)
};

const es_bible_words_hint = /** @type {(inputs: Bible_Words_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca una palabra con una línea de puntos para ver qué significa.`)
};

/**
* | output |
* | --- |
* | "Tap a word with a dotted line to see what it means." |
*
* @param {Bible_Words_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_words_hint = /** @type {((inputs?: Bible_Words_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Words_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_words_hint(inputs)
	return en_bible_words_hint(inputs)
});