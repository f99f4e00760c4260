/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Fill_RightInputs */

const en_learn_memory_fill_right = /** @type {(inputs: Learn_Memory_Fill_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Every word is right!`)
};

const es_learn_memory_fill_right = /** @type {(inputs: Learn_Memory_Fill_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ ¡Todas las palabras están bien!`)
};

/**
* | output |
* | --- |
* | "✅ Every word is right!" |
*
* @param {Learn_Memory_Fill_RightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_fill_right = /** @type {((inputs?: Learn_Memory_Fill_RightInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Fill_RightInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_fill_right(inputs)
	return en_learn_memory_fill_right(inputs)
});