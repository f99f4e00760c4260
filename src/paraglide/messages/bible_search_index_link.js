/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Search_Index_LinkInputs */

const en_bible_search_index_link = /** @type {(inputs: Bible_Search_Index_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible index`)
};

const es_bible_search_index_link = /** @type {(inputs: Bible_Search_Index_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`índice de la Biblia`)
};

/**
* | output |
* | --- |
* | "Bible index" |
*
* @param {Bible_Search_Index_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_search_index_link = /** @type {((inputs?: Bible_Search_Index_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Search_Index_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_search_index_link(inputs)
	return en_bible_search_index_link(inputs)
});