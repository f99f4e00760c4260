/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Learn_Memory_LearningInputs */

const en_learn_memory_learning = /** @type {(inputs: Learn_Memory_LearningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Learning: ${i?.count}`)
};

const es_learn_memory_learning = /** @type {(inputs: Learn_Memory_LearningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aprendiendo: ${i?.count}`)
};

/**
* | output |
* | --- |
* | "Learning: {count}" |
*
* @param {Learn_Memory_LearningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_learning = /** @type {((inputs: Learn_Memory_LearningInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_LearningInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_learning(inputs)
	return en_learn_memory_learning(inputs)
});