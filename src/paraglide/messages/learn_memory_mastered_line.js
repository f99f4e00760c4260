/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Learn_Memory_Mastered_LineInputs */

const en_learn_memory_mastered_line = /** @type {(inputs: Learn_Memory_Mastered_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} is hidden in your heart.`)
};

const es_learn_memory_mastered_line = /** @type {(inputs: Learn_Memory_Mastered_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} ya está guardado en tu corazón.`)
};

/**
* | output |
* | --- |
* | "{reference} is hidden in your heart." |
*
* @param {Learn_Memory_Mastered_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_mastered_line = /** @type {((inputs: Learn_Memory_Mastered_LineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Mastered_LineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_mastered_line(inputs)
	return en_learn_memory_mastered_line(inputs)
});