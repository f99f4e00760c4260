/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mastered: NonNullable<unknown>, count: NonNullable<unknown> }} Learn_Memory_Mastered_CountInputs */

const en_learn_memory_mastered_count = /** @type {(inputs: Learn_Memory_Mastered_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mastered} of ${i?.count} verses mastered`)
};

const es_learn_memory_mastered_count = /** @type {(inputs: Learn_Memory_Mastered_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mastered} de ${i?.count} versículos aprendidos`)
};

/**
* | output |
* | --- |
* | "{mastered} of {count} verses mastered" |
*
* @param {Learn_Memory_Mastered_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_mastered_count = /** @type {((inputs: Learn_Memory_Mastered_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Mastered_CountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_mastered_count(inputs)
	return en_learn_memory_mastered_count(inputs)
});