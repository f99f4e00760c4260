/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Today_TitleInputs */

const en_learn_memory_today_title = /** @type {(inputs: Learn_Memory_Today_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verses to practise today`)
};

const es_learn_memory_today_title = /** @type {(inputs: Learn_Memory_Today_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versículos para practicar hoy`)
};

/**
* | output |
* | --- |
* | "Verses to practise today" |
*
* @param {Learn_Memory_Today_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_today_title = /** @type {((inputs?: Learn_Memory_Today_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Today_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_today_title(inputs)
	return en_learn_memory_today_title(inputs)
});