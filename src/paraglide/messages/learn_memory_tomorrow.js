/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_TomorrowInputs */

const en_learn_memory_tomorrow = /** @type {(inputs: Learn_Memory_TomorrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tomorrow`)
};

const es_learn_memory_tomorrow = /** @type {(inputs: Learn_Memory_TomorrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mañana`)
};

/**
* | output |
* | --- |
* | "tomorrow" |
*
* @param {Learn_Memory_TomorrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_tomorrow = /** @type {((inputs?: Learn_Memory_TomorrowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_TomorrowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_tomorrow(inputs)
	return en_learn_memory_tomorrow(inputs)
});