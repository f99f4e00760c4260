/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_None_MasteredInputs */

const en_learn_memory_none_mastered = /** @type {(inputs: Learn_Memory_None_MasteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No verses yet. Practise one below, or play the Memory Verse game!`)
};

const es_learn_memory_none_mastered = /** @type {(inputs: Learn_Memory_None_MasteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay versículos. ¡Practica uno aquí abajo o juega al juego del versículo para memorizar!`)
};

/**
* | output |
* | --- |
* | "No verses yet. Practise one below, or play the Memory Verse game!" |
*
* @param {Learn_Memory_None_MasteredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_none_mastered = /** @type {((inputs?: Learn_Memory_None_MasteredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_None_MasteredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_none_mastered(inputs)
	return en_learn_memory_none_mastered(inputs)
});