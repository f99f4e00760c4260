/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Words_TitleInputs */

const en_bible_words_title = /** @type {(inputs: Bible_Words_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Old Bible Words`)
};

const es_bible_words_title = /** @type {(inputs: Bible_Words_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras antiguas de la Biblia`)
};

/**
* | output |
* | --- |
* | "Old Bible Words" |
*
* @param {Bible_Words_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_words_title = /** @type {((inputs?: Bible_Words_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Words_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_words_title(inputs)
	return en_bible_words_title(inputs)
});