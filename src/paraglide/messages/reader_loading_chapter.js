/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Loading_ChapterInputs */

const en_reader_loading_chapter = /** @type {(inputs: Reader_Loading_ChapterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading chapter...`)
};

const es_reader_loading_chapter = /** @type {(inputs: Reader_Loading_ChapterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el capítulo...`)
};

/**
* | output |
* | --- |
* | "Loading chapter..." |
*
* @param {Reader_Loading_ChapterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_loading_chapter = /** @type {((inputs?: Reader_Loading_ChapterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Loading_ChapterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_loading_chapter(inputs)
	return en_reader_loading_chapter(inputs)
});