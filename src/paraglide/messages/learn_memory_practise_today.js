/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Practise_TodayInputs */

const en_learn_memory_practise_today = /** @type {(inputs: Learn_Memory_Practise_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practise today`)
};

const es_learn_memory_practise_today = /** @type {(inputs: Learn_Memory_Practise_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practícalo hoy`)
};

/**
* | output |
* | --- |
* | "Practise today" |
*
* @param {Learn_Memory_Practise_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_practise_today = /** @type {((inputs?: Learn_Memory_Practise_TodayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Practise_TodayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_practise_today(inputs)
	return en_learn_memory_practise_today(inputs)
});