/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Words_By_LetterInputs */

const en_bible_words_by_letter = /** @type {(inputs: Bible_Words_By_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Words by letter`)
};

const es_bible_words_by_letter = /** @type {(inputs: Bible_Words_By_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras por letra`)
};

/**
* | output |
* | --- |
* | "Words by letter" |
*
* @param {Bible_Words_By_LetterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_words_by_letter = /** @type {((inputs?: Bible_Words_By_LetterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Words_By_LetterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_words_by_letter(inputs)
	return en_bible_words_by_letter(inputs)
});