/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_Type_MemoryInputs */

const en_learn_quest_type_memory = /** @type {(inputs: Learn_Quest_Type_MemoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🧠 Memory`)
};

const es_learn_quest_type_memory = /** @type {(inputs: Learn_Quest_Type_MemoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🧠 Memoria`)
};

/**
* | output |
* | --- |
* | "🧠 Memory" |
*
* @param {Learn_Quest_Type_MemoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_type_memory = /** @type {((inputs?: Learn_Quest_Type_MemoryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_Type_MemoryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_type_memory(inputs)
	return en_learn_quest_type_memory(inputs)
});