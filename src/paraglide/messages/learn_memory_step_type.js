/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Step_TypeInputs */

const en_learn_memory_step_type = /** @type {(inputs: Learn_Memory_Step_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type it all`)
};

const es_learn_memory_step_type = /** @type {(inputs: Learn_Memory_Step_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escríbelo todo`)
};

/**
* | output |
* | --- |
* | "Type it all" |
*
* @param {Learn_Memory_Step_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_step_type = /** @type {((inputs?: Learn_Memory_Step_TypeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Step_TypeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_step_type(inputs)
	return en_learn_memory_step_type(inputs)
});