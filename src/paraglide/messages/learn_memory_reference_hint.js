/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Reference_HintInputs */

const en_learn_memory_reference_hint = /** @type {(inputs: Learn_Memory_Reference_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Like John 3:16, John 3:16-17 or Psalm 23`)
};

const es_learn_memory_reference_hint = /** @type {(inputs: Learn_Memory_Reference_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por ejemplo: Juan 3:16, Juan 3:16-17 o Salmo 23`)
};

/**
* | output |
* | --- |
* | "Like John 3:16, John 3:16-17 or Psalm 23" |
*
* @param {Learn_Memory_Reference_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_reference_hint = /** @type {((inputs?: Learn_Memory_Reference_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Reference_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_reference_hint(inputs)
	return en_learn_memory_reference_hint(inputs)
});