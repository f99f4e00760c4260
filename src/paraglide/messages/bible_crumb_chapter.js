/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ chapter: NonNullable<unknown> }} Bible_Crumb_ChapterInputs */

const en_bible_crumb_chapter = /** @type {(inputs: Bible_Crumb_ChapterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chapter ${i?.chapter}`)
};

const es_bible_crumb_chapter = /** @type {(inputs: Bible_Crumb_ChapterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capítulo ${i?.chapter}`)
};

/**
* | output |
* | --- |
* | "Chapter {chapter}" |
*
* @param {Bible_Crumb_ChapterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_crumb_chapter = /** @type {((inputs: Bible_Crumb_ChapterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Crumb_ChapterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_crumb_chapter(inputs)
	return en_bible_crumb_chapter(inputs)
});