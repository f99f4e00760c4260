/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Words_To_PlaceInputs */

const en_learn_memory_words_to_place = /** @type {(inputs: Learn_Memory_Words_To_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Words to place`)
};

const es_learn_memory_words_to_place = /** @type {(inputs: Learn_Memory_Words_To_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras para colocar`)
};

/**
* | output |
* | --- |
* | "Words to place" |
*
* @param {Learn_Memory_Words_To_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_words_to_place = /** @type {((inputs?: Learn_Memory_Words_To_PlaceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Words_To_PlaceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_words_to_place(inputs)
	return en_learn_memory_words_to_place(inputs)
});