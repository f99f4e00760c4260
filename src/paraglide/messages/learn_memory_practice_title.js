/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Practice_TitleInputs */

const en_learn_memory_practice_title = /** @type {(inputs: Learn_Memory_Practice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice a Verse`)
};

const es_learn_memory_practice_title = /** @type {(inputs: Learn_Memory_Practice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practica un versículo`)
};

/**
* | output |
* | --- |
* | "Practice a Verse" |
*
* @param {Learn_Memory_Practice_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_practice_title = /** @type {((inputs?: Learn_Memory_Practice_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Practice_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_practice_title(inputs)
	return en_learn_memory_practice_title(inputs)
});