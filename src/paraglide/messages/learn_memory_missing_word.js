/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Learn_Memory_Missing_WordInputs */

const en_learn_memory_missing_word = /** @type {(inputs: Learn_Memory_Missing_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Missing word ${i?.n}`)
};

const es_learn_memory_missing_word = /** @type {(inputs: Learn_Memory_Missing_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Palabra que falta ${i?.n}`)
};

/**
* | output |
* | --- |
* | "Missing word {n}" |
*
* @param {Learn_Memory_Missing_WordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_missing_word = /** @type {((inputs: Learn_Memory_Missing_WordInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Missing_WordInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_missing_word(inputs)
	return en_learn_memory_missing_word(inputs)
});