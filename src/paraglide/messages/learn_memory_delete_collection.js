/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Delete_CollectionInputs */

const en_learn_memory_delete_collection = /** @type {(inputs: Learn_Memory_Delete_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete Collection`)
};

const es_learn_memory_delete_collection = /** @type {(inputs: Learn_Memory_Delete_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar colección`)
};

/**
* | output |
* | --- |
* | "Delete Collection" |
*
* @param {Learn_Memory_Delete_CollectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_delete_collection = /** @type {((inputs?: Learn_Memory_Delete_CollectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Delete_CollectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_delete_collection(inputs)
	return en_learn_memory_delete_collection(inputs)
});