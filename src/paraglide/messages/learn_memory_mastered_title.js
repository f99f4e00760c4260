/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Mastered_TitleInputs */

const en_learn_memory_mastered_title = /** @type {(inputs: Learn_Memory_Mastered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Mastered Verses`)
};

const es_learn_memory_mastered_title = /** @type {(inputs: Learn_Memory_Mastered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis versículos aprendidos`)
};

/**
* | output |
* | --- |
* | "My Mastered Verses" |
*
* @param {Learn_Memory_Mastered_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_mastered_title = /** @type {((inputs?: Learn_Memory_Mastered_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Mastered_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_mastered_title(inputs)
	return en_learn_memory_mastered_title(inputs)
});