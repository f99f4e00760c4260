/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Search_DescriptionInputs */

const en_bible_search_description = /** @type {(inputs: Bible_Search_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search every verse of the World English Bible, the King James Version and the American Standard Version for a word or a phrase.`)
};

const es_bible_search_description = /** @type {(inputs: Bible_Search_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busca una palabra o una frase en todos los versículos de la Reina-Valera 1909.`)
};

/**
* | output |
* | --- |
* | "Search every verse of the World English Bible, the King James Version and the American Standard Version for a word or a phrase." |
*
* @param {Bible_Search_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_search_description = /** @type {((inputs?: Bible_Search_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Search_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_search_description(inputs)
	return en_bible_search_description(inputs)
});