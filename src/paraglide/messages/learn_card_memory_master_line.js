/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Card_Memory_Master_LineInputs */

const en_learn_card_memory_master_line = /** @type {(inputs: Learn_Card_Memory_Master_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide God’s Word in your heart and collect every verse you master.`)
};

const es_learn_card_memory_master_line = /** @type {(inputs: Learn_Card_Memory_Master_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guarda la Palabra de Dios en tu corazón y colecciona cada versículo que aprendas de memoria.`)
};

/**
* | output |
* | --- |
* | "Hide God’s Word in your heart and collect every verse you master." |
*
* @param {Learn_Card_Memory_Master_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_card_memory_master_line = /** @type {((inputs?: Learn_Card_Memory_Master_LineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Card_Memory_Master_LineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_card_memory_master_line(inputs)
	return en_learn_card_memory_master_line(inputs)
});