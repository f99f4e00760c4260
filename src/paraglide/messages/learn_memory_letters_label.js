/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Letters_LabelInputs */

const en_learn_memory_letters_label = /** @type {(inputs: Learn_Memory_Letters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the verse with the first letters to help`)
};

const es_learn_memory_letters_label = /** @type {(inputs: Learn_Memory_Letters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el versículo con la ayuda de las primeras letras`)
};

/**
* | output |
* | --- |
* | "Type the verse with the first letters to help" |
*
* @param {Learn_Memory_Letters_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_letters_label = /** @type {((inputs?: Learn_Memory_Letters_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Letters_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_letters_label(inputs)
	return en_learn_memory_letters_label(inputs)
});