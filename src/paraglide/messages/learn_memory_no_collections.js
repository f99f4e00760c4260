/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_No_CollectionsInputs */

const en_learn_memory_no_collections = /** @type {(inputs: Learn_Memory_No_CollectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No collections yet. Name one above, then add verses to it.`)
};

const es_learn_memory_no_collections = /** @type {(inputs: Learn_Memory_No_CollectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no tienes colecciones. Ponle nombre a una arriba y luego añádele versículos.`)
};

/**
* | output |
* | --- |
* | "No collections yet. Name one above, then add verses to it." |
*
* @param {Learn_Memory_No_CollectionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_no_collections = /** @type {((inputs?: Learn_Memory_No_CollectionsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_No_CollectionsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_no_collections(inputs)
	return en_learn_memory_no_collections(inputs)
});