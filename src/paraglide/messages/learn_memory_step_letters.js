/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Step_LettersInputs */

const en_learn_memory_step_letters = /** @type {(inputs: Learn_Memory_Step_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First letters only`)
};

const es_learn_memory_step_letters = /** @type {(inputs: Learn_Memory_Step_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo las primeras letras`)
};

/**
* | output |
* | --- |
* | "First letters only" |
*
* @param {Learn_Memory_Step_LettersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_step_letters = /** @type {((inputs?: Learn_Memory_Step_LettersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Step_LettersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_step_letters(inputs)
	return en_learn_memory_step_letters(inputs)
});