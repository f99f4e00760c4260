/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Your_VerseInputs */

const en_learn_memory_your_verse = /** @type {(inputs: Learn_Memory_Your_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your verse`)
};

const es_learn_memory_your_verse = /** @type {(inputs: Learn_Memory_Your_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu versículo`)
};

/**
* | output |
* | --- |
* | "Your verse" |
*
* @param {Learn_Memory_Your_VerseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_your_verse = /** @type {((inputs?: Learn_Memory_Your_VerseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Your_VerseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_your_verse(inputs)
	return en_learn_memory_your_verse(inputs)
});