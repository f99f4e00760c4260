/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_AddInputs */

const en_learn_memory_add = /** @type {(inputs: Learn_Memory_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to my verses`)
};

const es_learn_memory_add = /** @type {(inputs: Learn_Memory_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir a mis versículos`)
};

/**
* | output |
* | --- |
* | "Add to my verses" |
*
* @param {Learn_Memory_AddInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_add = /** @type {((inputs?: Learn_Memory_AddInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_AddInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_add(inputs)
	return en_learn_memory_add(inputs)
});