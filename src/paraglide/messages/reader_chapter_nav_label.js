/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Chapter_Nav_LabelInputs */

const en_reader_chapter_nav_label = /** @type {(inputs: Reader_Chapter_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a chapter`)
};

const es_reader_chapter_nav_label = /** @type {(inputs: Reader_Chapter_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir un capítulo`)
};

/**
* | output |
* | --- |
* | "Choose a chapter" |
*
* @param {Reader_Chapter_Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_chapter_nav_label = /** @type {((inputs?: Reader_Chapter_Nav_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Chapter_Nav_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_chapter_nav_label(inputs)
	return en_reader_chapter_nav_label(inputs)
});