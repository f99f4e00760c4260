/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Words_HowInputs */

const en_bible_words_how = /** @type {(inputs: Bible_Words_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In the Bible chapters these words have a dotted line: tap one to see what it means.`)
};

const es_bible_words_how = /** @type {(inputs: Bible_Words_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En los capítulos de la Biblia estas palabras tienen una línea de puntos: toca una para ver qué significa.`)
};

/**
* | output |
* | --- |
* | "In the Bible chapters these words have a dotted line: tap one to see what it means." |
*
* @param {Bible_Words_HowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_words_how = /** @type {((inputs?: Bible_Words_HowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Words_HowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_words_how(inputs)
	return en_bible_words_how(inputs)
});