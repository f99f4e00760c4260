/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Collection_NameInputs */

const en_learn_memory_collection_name = /** @type {(inputs: Learn_Memory_Collection_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collection name`)
};

const es_learn_memory_collection_name = /** @type {(inputs: Learn_Memory_Collection_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la colección`)
};

/**
* | output |
* | --- |
* | "Collection name" |
*
* @param {Learn_Memory_Collection_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_collection_name = /** @type {((inputs?: Learn_Memory_Collection_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Collection_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_collection_name(inputs)
	return en_learn_memory_collection_name(inputs)
});