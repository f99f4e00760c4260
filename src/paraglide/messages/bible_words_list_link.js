/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Words_List_LinkInputs */

const en_bible_words_list_link = /** @type {(inputs: Bible_Words_List_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Old words and what they mean`)
};

const es_bible_words_list_link = /** @type {(inputs: Bible_Words_List_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras antiguas y qué significan`)
};

/**
* | output |
* | --- |
* | "Old words and what they mean" |
*
* @param {Bible_Words_List_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_words_list_link = /** @type {((inputs?: Bible_Words_List_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Words_List_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_words_list_link(inputs)
	return en_bible_words_list_link(inputs)
});