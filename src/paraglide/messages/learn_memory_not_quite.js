/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Not_QuiteInputs */

const en_learn_memory_not_quite = /** @type {(inputs: Learn_Memory_Not_QuiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not quite right!`)
};

const es_learn_memory_not_quite = /** @type {(inputs: Learn_Memory_Not_QuiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Casi, pero no!`)
};

/**
* | output |
* | --- |
* | "Not quite right!" |
*
* @param {Learn_Memory_Not_QuiteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_not_quite = /** @type {((inputs?: Learn_Memory_Not_QuiteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Not_QuiteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_not_quite(inputs)
	return en_learn_memory_not_quite(inputs)
});