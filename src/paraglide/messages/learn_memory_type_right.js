/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Type_RightInputs */

const en_learn_memory_type_right = /** @type {(inputs: Learn_Memory_Type_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Well done! You said it perfectly.`)
};

const es_learn_memory_type_right = /** @type {(inputs: Learn_Memory_Type_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ ¡Muy bien! Lo dijiste perfecto.`)
};

/**
* | output |
* | --- |
* | "✅ Well done! You said it perfectly." |
*
* @param {Learn_Memory_Type_RightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_type_right = /** @type {((inputs?: Learn_Memory_Type_RightInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Type_RightInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_type_right(inputs)
	return en_learn_memory_type_right(inputs)
});