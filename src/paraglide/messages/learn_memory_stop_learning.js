/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Learn_Memory_Stop_LearningInputs */

const en_learn_memory_stop_learning = /** @type {(inputs: Learn_Memory_Stop_LearningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stop learning ${i?.reference}`)
};

const es_learn_memory_stop_learning = /** @type {(inputs: Learn_Memory_Stop_LearningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dejar de aprender ${i?.reference}`)
};

/**
* | output |
* | --- |
* | "Stop learning {reference}" |
*
* @param {Learn_Memory_Stop_LearningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_stop_learning = /** @type {((inputs: Learn_Memory_Stop_LearningInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Stop_LearningInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_stop_learning(inputs)
	return en_learn_memory_stop_learning(inputs)
});