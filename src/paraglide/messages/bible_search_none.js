/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ query: NonNullable<unknown>, version: NonNullable<unknown> }} Bible_Search_NoneInputs */

const en_bible_search_none = /** @type {(inputs: Bible_Search_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No verses found for “${i?.query}” in the ${i?.version}.`)
};

const es_bible_search_none = /** @type {(inputs: Bible_Search_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No encontramos versículos con «${i?.query}» en la ${i?.version}.`)
};

/**
* | output |
* | --- |
* | "No verses found for “{query}” in the {version}." |
*
* @param {Bible_Search_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_search_none = /** @type {((inputs: Bible_Search_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Search_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_search_none(inputs)
	return en_bible_search_none(inputs)
});