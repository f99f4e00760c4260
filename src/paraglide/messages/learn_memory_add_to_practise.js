/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Add_To_PractiseInputs */

const en_learn_memory_add_to_practise = /** @type {(inputs: Learn_Memory_Add_To_PractiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a verse below to practise it.`)
};

const es_learn_memory_add_to_practise = /** @type {(inputs: Learn_Memory_Add_To_PractiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade un versículo aquí abajo para practicarlo.`)
};

/**
* | output |
* | --- |
* | "Add a verse below to practise it." |
*
* @param {Learn_Memory_Add_To_PractiseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_add_to_practise = /** @type {((inputs?: Learn_Memory_Add_To_PractiseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Add_To_PractiseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_add_to_practise(inputs)
	return en_learn_memory_add_to_practise(inputs)
});