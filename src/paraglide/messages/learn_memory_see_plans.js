/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_See_PlansInputs */

const en_learn_memory_see_plans = /** @type {(inputs: Learn_Memory_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the plans`)
};

const es_learn_memory_see_plans = /** @type {(inputs: Learn_Memory_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver los planes`)
};

/**
* | output |
* | --- |
* | "See the plans" |
*
* @param {Learn_Memory_See_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_see_plans = /** @type {((inputs?: Learn_Memory_See_PlansInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_See_PlansInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_see_plans(inputs)
	return en_learn_memory_see_plans(inputs)
});