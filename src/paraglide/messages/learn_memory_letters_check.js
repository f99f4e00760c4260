/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Letters_CheckInputs */

const en_learn_memory_letters_check = /** @type {(inputs: Learn_Memory_Letters_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check Letters`)
};

const es_learn_memory_letters_check = /** @type {(inputs: Learn_Memory_Letters_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisar`)
};

/**
* | output |
* | --- |
* | "Check Letters" |
*
* @param {Learn_Memory_Letters_CheckInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_letters_check = /** @type {((inputs?: Learn_Memory_Letters_CheckInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Letters_CheckInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_letters_check(inputs)
	return en_learn_memory_letters_check(inputs)
});