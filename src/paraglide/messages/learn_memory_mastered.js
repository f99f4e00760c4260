/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_MasteredInputs */

const en_learn_memory_mastered = /** @type {(inputs: Learn_Memory_MasteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mastered`)
};

const es_learn_memory_mastered = /** @type {(inputs: Learn_Memory_MasteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprendido`)
};

/**
* | output |
* | --- |
* | "Mastered" |
*
* @param {Learn_Memory_MasteredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_mastered = /** @type {((inputs?: Learn_Memory_MasteredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_MasteredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_mastered(inputs)
	return en_learn_memory_mastered(inputs)
});