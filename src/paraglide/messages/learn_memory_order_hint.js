/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Order_HintInputs */

const en_learn_memory_order_hint = /** @type {(inputs: Learn_Memory_Order_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap the words below in the right order.`)
};

const es_learn_memory_order_hint = /** @type {(inputs: Learn_Memory_Order_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca las palabras de abajo en el orden correcto.`)
};

/**
* | output |
* | --- |
* | "Tap the words below in the right order." |
*
* @param {Learn_Memory_Order_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_order_hint = /** @type {((inputs?: Learn_Memory_Order_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Order_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_order_hint(inputs)
	return en_learn_memory_order_hint(inputs)
});