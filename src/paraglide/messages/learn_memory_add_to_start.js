/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Add_To_StartInputs */

const en_learn_memory_add_to_start = /** @type {(inputs: Learn_Memory_Add_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a verse below to start learning. A few minutes a day is all it takes!`)
};

const es_learn_memory_add_to_start = /** @type {(inputs: Learn_Memory_Add_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade un versículo aquí abajo para empezar. ¡Con unos minutos al día basta!`)
};

/**
* | output |
* | --- |
* | "Add a verse below to start learning. A few minutes a day is all it takes!" |
*
* @param {Learn_Memory_Add_To_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_add_to_start = /** @type {((inputs?: Learn_Memory_Add_To_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Add_To_StartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_add_to_start(inputs)
	return en_learn_memory_add_to_start(inputs)
});