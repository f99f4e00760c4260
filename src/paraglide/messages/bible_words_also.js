/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ forms: NonNullable<unknown> }} Bible_Words_AlsoInputs */

const en_bible_words_also = /** @type {(inputs: Bible_Words_AlsoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Also: ${i?.forms}`)
};

const es_bible_words_also = /** @type {(inputs: Bible_Words_AlsoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`También: ${i?.forms}`)
};

/**
* | output |
* | --- |
* | "Also: {forms}" |
*
* @param {Bible_Words_AlsoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_words_also = /** @type {((inputs: Bible_Words_AlsoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Words_AlsoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_words_also(inputs)
	return en_bible_words_also(inputs)
});