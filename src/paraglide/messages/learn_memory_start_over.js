/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Start_OverInputs */

const en_learn_memory_start_over = /** @type {(inputs: Learn_Memory_Start_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Over`)
};

const es_learn_memory_start_over = /** @type {(inputs: Learn_Memory_Start_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar de nuevo`)
};

/**
* | output |
* | --- |
* | "Start Over" |
*
* @param {Learn_Memory_Start_OverInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_start_over = /** @type {((inputs?: Learn_Memory_Start_OverInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Start_OverInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_start_over(inputs)
	return en_learn_memory_start_over(inputs)
});