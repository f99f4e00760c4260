/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_RenameInputs */

const en_learn_memory_rename = /** @type {(inputs: Learn_Memory_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename`)
};

const es_learn_memory_rename = /** @type {(inputs: Learn_Memory_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar nombre`)
};

/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Learn_Memory_RenameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_rename = /** @type {((inputs?: Learn_Memory_RenameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_RenameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_rename(inputs)
	return en_learn_memory_rename(inputs)
});