/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Show_VerseInputs */

const en_learn_memory_show_verse = /** @type {(inputs: Learn_Memory_Show_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show Verse`)
};

const es_learn_memory_show_verse = /** @type {(inputs: Learn_Memory_Show_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar versículo`)
};

/**
* | output |
* | --- |
* | "Show Verse" |
*
* @param {Learn_Memory_Show_VerseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_show_verse = /** @type {((inputs?: Learn_Memory_Show_VerseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Show_VerseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_show_verse(inputs)
	return en_learn_memory_show_verse(inputs)
});