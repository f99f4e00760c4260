/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Index_TitleInputs */

const en_bible_index_title = /** @type {(inputs: Bible_Index_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Holy Bible`)
};

const es_bible_index_title = /** @type {(inputs: Bible_Index_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La Santa Biblia`)
};

/**
* | output |
* | --- |
* | "The Holy Bible" |
*
* @param {Bible_Index_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_index_title = /** @type {((inputs?: Bible_Index_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Index_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_index_title(inputs)
	return en_bible_index_title(inputs)
});