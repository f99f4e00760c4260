/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Card_Memory_Master_TitleInputs */

const en_learn_card_memory_master_title = /** @type {(inputs: Learn_Card_Memory_Master_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memory Master`)
};

const es_learn_card_memory_master_title = /** @type {(inputs: Learn_Card_Memory_Master_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maestro de la memoria`)
};

/**
* | output |
* | --- |
* | "Memory Master" |
*
* @param {Learn_Card_Memory_Master_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_card_memory_master_title = /** @type {((inputs?: Learn_Card_Memory_Master_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Card_Memory_Master_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_card_memory_master_title(inputs)
	return en_learn_card_memory_master_title(inputs)
});