/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Step_FillInputs */

const en_learn_memory_step_fill = /** @type {(inputs: Learn_Memory_Step_FillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill in missing words`)
};

const es_learn_memory_step_fill = /** @type {(inputs: Learn_Memory_Step_FillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completa las palabras que faltan`)
};

/**
* | output |
* | --- |
* | "Fill in missing words" |
*
* @param {Learn_Memory_Step_FillInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_step_fill = /** @type {((inputs?: Learn_Memory_Step_FillInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Step_FillInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_step_fill(inputs)
	return en_learn_memory_step_fill(inputs)
});