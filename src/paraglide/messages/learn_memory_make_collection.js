/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Make_CollectionInputs */

const en_learn_memory_make_collection = /** @type {(inputs: Learn_Memory_Make_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make Collection`)
};

const es_learn_memory_make_collection = /** @type {(inputs: Learn_Memory_Make_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear colección`)
};

/**
* | output |
* | --- |
* | "Make Collection" |
*
* @param {Learn_Memory_Make_CollectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_make_collection = /** @type {((inputs?: Learn_Memory_Make_CollectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Make_CollectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_make_collection(inputs)
	return en_learn_memory_make_collection(inputs)
});