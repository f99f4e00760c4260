/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Next_StepInputs */

const en_learn_memory_next_step = /** @type {(inputs: Learn_Memory_Next_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next Step`)
};

const es_learn_memory_next_step = /** @type {(inputs: Learn_Memory_Next_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente paso`)
};

/**
* | output |
* | --- |
* | "Next Step" |
*
* @param {Learn_Memory_Next_StepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_next_step = /** @type {((inputs?: Learn_Memory_Next_StepInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Next_StepInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_next_step(inputs)
	return en_learn_memory_next_step(inputs)
});