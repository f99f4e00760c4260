/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Learn_SetInputs */

const en_learn_memory_learn_set = /** @type {(inputs: Learn_Memory_Learn_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learn this set`)
};

const es_learn_memory_learn_set = /** @type {(inputs: Learn_Memory_Learn_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprender este grupo`)
};

/**
* | output |
* | --- |
* | "Learn this set" |
*
* @param {Learn_Memory_Learn_SetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_learn_set = /** @type {((inputs?: Learn_Memory_Learn_SetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Learn_SetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_learn_set(inputs)
	return en_learn_memory_learn_set(inputs)
});