/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_New_CollectionInputs */

const en_learn_memory_new_collection = /** @type {(inputs: Learn_Memory_New_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New collection name`)
};

const es_learn_memory_new_collection = /** @type {(inputs: Learn_Memory_New_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la nueva colección`)
};

/**
* | output |
* | --- |
* | "New collection name" |
*
* @param {Learn_Memory_New_CollectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_new_collection = /** @type {((inputs?: Learn_Memory_New_CollectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_New_CollectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_new_collection(inputs)
	return en_learn_memory_new_collection(inputs)
});