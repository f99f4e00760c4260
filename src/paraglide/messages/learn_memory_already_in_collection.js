/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown>, name: NonNullable<unknown> }} Learn_Memory_Already_In_CollectionInputs */

const en_learn_memory_already_in_collection = /** @type {(inputs: Learn_Memory_Already_In_CollectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} is already in ${i?.name}.`)
};

const es_learn_memory_already_in_collection = /** @type {(inputs: Learn_Memory_Already_In_CollectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} ya estaba en ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "{reference} is already in {name}." |
*
* @param {Learn_Memory_Already_In_CollectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_already_in_collection = /** @type {((inputs: Learn_Memory_Already_In_CollectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Already_In_CollectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_already_in_collection(inputs)
	return en_learn_memory_already_in_collection(inputs)
});