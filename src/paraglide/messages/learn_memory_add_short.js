/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Add_ShortInputs */

const en_learn_memory_add_short = /** @type {(inputs: Learn_Memory_Add_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add`)
};

const es_learn_memory_add_short = /** @type {(inputs: Learn_Memory_Add_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir`)
};

/**
* | output |
* | --- |
* | "Add" |
*
* @param {Learn_Memory_Add_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_add_short = /** @type {((inputs?: Learn_Memory_Add_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Add_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_add_short(inputs)
	return en_learn_memory_add_short(inputs)
});