/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_PractiseInputs */

const en_learn_memory_practise = /** @type {(inputs: Learn_Memory_PractiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practise`)
};

const es_learn_memory_practise = /** @type {(inputs: Learn_Memory_PractiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practicar`)
};

/**
* | output |
* | --- |
* | "Practise" |
*
* @param {Learn_Memory_PractiseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_practise = /** @type {((inputs?: Learn_Memory_PractiseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_PractiseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_practise(inputs)
	return en_learn_memory_practise(inputs)
});