/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_My_Verses_GroupInputs */

const en_learn_memory_my_verses_group = /** @type {(inputs: Learn_Memory_My_Verses_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My verses`)
};

const es_learn_memory_my_verses_group = /** @type {(inputs: Learn_Memory_My_Verses_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis versículos`)
};

/**
* | output |
* | --- |
* | "My verses" |
*
* @param {Learn_Memory_My_Verses_GroupInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_my_verses_group = /** @type {((inputs?: Learn_Memory_My_Verses_GroupInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_My_Verses_GroupInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_my_verses_group(inputs)
	return en_learn_memory_my_verses_group(inputs)
});