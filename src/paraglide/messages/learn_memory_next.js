/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Learn_Memory_NextInputs */

const en_learn_memory_next = /** @type {(inputs: Learn_Memory_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next ${i?.when}`)
};

const es_learn_memory_next = /** @type {(inputs: Learn_Memory_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vuelve ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Next {when}" |
*
* @param {Learn_Memory_NextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_next = /** @type {((inputs: Learn_Memory_NextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_NextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_next(inputs)
	return en_learn_memory_next(inputs)
});