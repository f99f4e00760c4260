/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Index_DescriptionInputs */

const en_bible_index_description = /** @type {(inputs: Bible_Index_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All 66 books of the Bible, Old and New Testament, to read online in the World English Bible, the King James Version and the American Standard Version.`)
};

const es_bible_index_description = /** @type {(inputs: Bible_Index_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los 66 libros de la Biblia, del Antiguo y del Nuevo Testamento, para leer en línea en la Reina-Valera 1909.`)
};

/**
* | output |
* | --- |
* | "All 66 books of the Bible, Old and New Testament, to read online in the World English Bible, the King James Version and the American Standard Version." |
*
* @param {Bible_Index_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_index_description = /** @type {((inputs?: Bible_Index_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Index_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_index_description(inputs)
	return en_bible_index_description(inputs)
});