/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Search_SearchingInputs */

const en_bible_search_searching = /** @type {(inputs: Bible_Search_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Searching...`)
};

const es_bible_search_searching = /** @type {(inputs: Bible_Search_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando...`)
};

/**
* | output |
* | --- |
* | "Searching..." |
*
* @param {Bible_Search_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_search_searching = /** @type {((inputs?: Bible_Search_SearchingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Search_SearchingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_search_searching(inputs)
	return en_bible_search_searching(inputs)
});