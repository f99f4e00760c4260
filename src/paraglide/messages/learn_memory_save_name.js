/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Save_NameInputs */

const en_learn_memory_save_name = /** @type {(inputs: Learn_Memory_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Name`)
};

const es_learn_memory_save_name = /** @type {(inputs: Learn_Memory_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar nombre`)
};

/**
* | output |
* | --- |
* | "Save Name" |
*
* @param {Learn_Memory_Save_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_save_name = /** @type {((inputs?: Learn_Memory_Save_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Save_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_save_name(inputs)
	return en_learn_memory_save_name(inputs)
});