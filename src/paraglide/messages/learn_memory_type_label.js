/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Type_LabelInputs */

const en_learn_memory_type_label = /** @type {(inputs: Learn_Memory_Type_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the verse from memory`)
};

const es_learn_memory_type_label = /** @type {(inputs: Learn_Memory_Type_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el versículo de memoria`)
};

/**
* | output |
* | --- |
* | "Type the verse from memory" |
*
* @param {Learn_Memory_Type_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_type_label = /** @type {((inputs?: Learn_Memory_Type_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Type_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_type_label(inputs)
	return en_learn_memory_type_label(inputs)
});