/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Learn_Memory_Add_To_CollectionInputs */

const en_learn_memory_add_to_collection = /** @type {(inputs: Learn_Memory_Add_To_CollectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add a verse to ${i?.name}`)
};

const es_learn_memory_add_to_collection = /** @type {(inputs: Learn_Memory_Add_To_CollectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Añadir un versículo a ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Add a verse to {name}" |
*
* @param {Learn_Memory_Add_To_CollectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_add_to_collection = /** @type {((inputs: Learn_Memory_Add_To_CollectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Add_To_CollectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_add_to_collection(inputs)
	return en_learn_memory_add_to_collection(inputs)
});