/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Collection_EmptyInputs */

const en_learn_memory_collection_empty = /** @type {(inputs: Learn_Memory_Collection_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No verses yet. Add one below.`)
};

const es_learn_memory_collection_empty = /** @type {(inputs: Learn_Memory_Collection_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay versículos. Añade uno aquí abajo.`)
};

/**
* | output |
* | --- |
* | "No verses yet. Add one below." |
*
* @param {Learn_Memory_Collection_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_collection_empty = /** @type {((inputs?: Learn_Memory_Collection_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Collection_EmptyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_collection_empty(inputs)
	return en_learn_memory_collection_empty(inputs)
});