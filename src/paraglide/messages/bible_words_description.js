/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Bible_Words_DescriptionInputs */

const en_bible_words_description = /** @type {(inputs: Bible_Words_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} old and hard words of the King James Version and the American Standard Version, explained for children: thee, thou, begat, verily, raiment, firmament, covenant and more.`)
};

const es_bible_words_description = /** @type {(inputs: Bible_Words_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} palabras antiguas de la Reina-Valera 1909 explicadas para niños: crió, fué, varón, heredad, aconteció y muchas más.`)
};

/**
* | output |
* | --- |
* | "{count} old and hard words of the King James Version and the American Standard Version, explained for children: thee, thou, begat, verily, raiment, firmament..." |
*
* @param {Bible_Words_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_words_description = /** @type {((inputs: Bible_Words_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Words_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_words_description(inputs)
	return en_bible_words_description(inputs)
});