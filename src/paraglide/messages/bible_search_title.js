/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Search_TitleInputs */

const en_bible_search_title = /** @type {(inputs: Bible_Search_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search the Bible`)
};

const es_bible_search_title = /** @type {(inputs: Bible_Search_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar en la Biblia`)
};

/**
* | output |
* | --- |
* | "Search the Bible" |
*
* @param {Bible_Search_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_search_title = /** @type {((inputs?: Bible_Search_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Search_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_search_title(inputs)
	return en_bible_search_title(inputs)
});