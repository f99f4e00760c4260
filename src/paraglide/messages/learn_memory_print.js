/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_PrintInputs */

const en_learn_memory_print = /** @type {(inputs: Learn_Memory_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print a verse tracing sheet`)
};

const es_learn_memory_print = /** @type {(inputs: Learn_Memory_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprime una hoja para repasar un versículo`)
};

/**
* | output |
* | --- |
* | "Print a verse tracing sheet" |
*
* @param {Learn_Memory_PrintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_print = /** @type {((inputs?: Learn_Memory_PrintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_PrintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_print(inputs)
	return en_learn_memory_print(inputs)
});