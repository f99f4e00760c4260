/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Sign_In_To_SaveInputs */

const en_learn_memory_sign_in_to_save = /** @type {(inputs: Learn_Memory_Sign_In_To_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to save your progress`)
};

const es_learn_memory_sign_in_to_save = /** @type {(inputs: Learn_Memory_Sign_In_To_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para guardar tu progreso`)
};

/**
* | output |
* | --- |
* | "Sign in to save your progress" |
*
* @param {Learn_Memory_Sign_In_To_SaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_sign_in_to_save = /** @type {((inputs?: Learn_Memory_Sign_In_To_SaveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Sign_In_To_SaveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_sign_in_to_save(inputs)
	return en_learn_memory_sign_in_to_save(inputs)
});