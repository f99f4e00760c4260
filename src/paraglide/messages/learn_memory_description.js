/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_DescriptionInputs */

const en_learn_memory_description = /** @type {(inputs: Learn_Memory_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide God's Word in your heart: practise memory verses a little each day and collect every verse you master. 50 verses fill the bar!`)
};

const es_learn_memory_description = /** @type {(inputs: Learn_Memory_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guarda la Palabra de Dios en tu corazón: practica versículos un poquito cada día y colecciona cada uno que aprendas de memoria. ¡50 versículos llenan la barra!`)
};

/**
* | output |
* | --- |
* | "Hide God's Word in your heart: practise memory verses a little each day and collect every verse you master. 50 verses fill the bar!" |
*
* @param {Learn_Memory_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_description = /** @type {((inputs?: Learn_Memory_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_description(inputs)
	return en_learn_memory_description(inputs)
});