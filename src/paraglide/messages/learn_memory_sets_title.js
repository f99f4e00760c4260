/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Sets_TitleInputs */

const en_learn_memory_sets_title = /** @type {(inputs: Learn_Memory_Sets_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verse Sets`)
};

const es_learn_memory_sets_title = /** @type {(inputs: Learn_Memory_Sets_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grupos de versículos`)
};

/**
* | output |
* | --- |
* | "Verse Sets" |
*
* @param {Learn_Memory_Sets_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_sets_title = /** @type {((inputs?: Learn_Memory_Sets_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Sets_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_sets_title(inputs)
	return en_learn_memory_sets_title(inputs)
});