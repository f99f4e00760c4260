/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Step_OrderInputs */

const en_learn_memory_step_order = /** @type {(inputs: Learn_Memory_Step_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Put words in order`)
};

const es_learn_memory_step_order = /** @type {(inputs: Learn_Memory_Step_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordena las palabras`)
};

/**
* | output |
* | --- |
* | "Put words in order" |
*
* @param {Learn_Memory_Step_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_step_order = /** @type {((inputs?: Learn_Memory_Step_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Step_OrderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_step_order(inputs)
	return en_learn_memory_step_order(inputs)
});