/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Sign_In_To_CollectInputs */

const en_learn_memory_sign_in_to_collect = /** @type {(inputs: Learn_Memory_Sign_In_To_CollectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to collect the verses you master.`)
};

const es_learn_memory_sign_in_to_collect = /** @type {(inputs: Learn_Memory_Sign_In_To_CollectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para coleccionar los versículos que aprendas de memoria.`)
};

/**
* | output |
* | --- |
* | "to collect the verses you master." |
*
* @param {Learn_Memory_Sign_In_To_CollectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_sign_in_to_collect = /** @type {((inputs?: Learn_Memory_Sign_In_To_CollectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Sign_In_To_CollectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_sign_in_to_collect(inputs)
	return en_learn_memory_sign_in_to_collect(inputs)
});