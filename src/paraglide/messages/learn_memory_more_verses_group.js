/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_More_Verses_GroupInputs */

const en_learn_memory_more_verses_group = /** @type {(inputs: Learn_Memory_More_Verses_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More verses to learn`)
};

const es_learn_memory_more_verses_group = /** @type {(inputs: Learn_Memory_More_Verses_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más versículos para aprender`)
};

/**
* | output |
* | --- |
* | "More verses to learn" |
*
* @param {Learn_Memory_More_Verses_GroupInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_more_verses_group = /** @type {((inputs?: Learn_Memory_More_Verses_GroupInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_More_Verses_GroupInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_more_verses_group(inputs)
	return en_learn_memory_more_verses_group(inputs)
});