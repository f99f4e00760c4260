/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_My_Verses_TitleInputs */

const en_learn_memory_my_verses_title = /** @type {(inputs: Learn_Memory_My_Verses_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Verses`)
};

const es_learn_memory_my_verses_title = /** @type {(inputs: Learn_Memory_My_Verses_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis versículos`)
};

/**
* | output |
* | --- |
* | "My Verses" |
*
* @param {Learn_Memory_My_Verses_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_my_verses_title = /** @type {((inputs?: Learn_Memory_My_Verses_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_My_Verses_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_my_verses_title(inputs)
	return en_learn_memory_my_verses_title(inputs)
});