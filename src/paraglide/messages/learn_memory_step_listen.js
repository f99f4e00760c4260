/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Step_ListenInputs */

const en_learn_memory_step_listen = /** @type {(inputs: Learn_Memory_Step_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read and listen`)
};

const es_learn_memory_step_listen = /** @type {(inputs: Learn_Memory_Step_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lee y escucha`)
};

/**
* | output |
* | --- |
* | "Read and listen" |
*
* @param {Learn_Memory_Step_ListenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_step_listen = /** @type {((inputs?: Learn_Memory_Step_ListenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Step_ListenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_step_listen(inputs)
	return en_learn_memory_step_listen(inputs)
});