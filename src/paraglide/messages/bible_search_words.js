/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Search_WordsInputs */

const en_bible_search_words = /** @type {(inputs: Bible_Search_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Words or a phrase`)
};

const es_bible_search_words = /** @type {(inputs: Bible_Search_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras o una frase`)
};

/**
* | output |
* | --- |
* | "Words or a phrase" |
*
* @param {Bible_Search_WordsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_search_words = /** @type {((inputs?: Bible_Search_WordsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Search_WordsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_search_words(inputs)
	return en_bible_search_words(inputs)
});