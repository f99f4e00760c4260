/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown>, when: NonNullable<unknown> }} Learn_Memory_Comes_BackInputs */

const en_learn_memory_comes_back = /** @type {(inputs: Learn_Memory_Comes_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} comes back ${i?.when}.`)
};

const es_learn_memory_comes_back = /** @type {(inputs: Learn_Memory_Comes_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} vuelve ${i?.when}.`)
};

/**
* | output |
* | --- |
* | "{reference} comes back {when}." |
*
* @param {Learn_Memory_Comes_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_comes_back = /** @type {((inputs: Learn_Memory_Comes_BackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Comes_BackInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_comes_back(inputs)
	return en_learn_memory_comes_back(inputs)
});