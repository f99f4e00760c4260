/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Order_CheckInputs */

const en_learn_memory_order_check = /** @type {(inputs: Learn_Memory_Order_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check Order`)
};

const es_learn_memory_order_check = /** @type {(inputs: Learn_Memory_Order_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisar el orden`)
};

/**
* | output |
* | --- |
* | "Check Order" |
*
* @param {Learn_Memory_Order_CheckInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_order_check = /** @type {((inputs?: Learn_Memory_Order_CheckInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Order_CheckInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_order_check(inputs)
	return en_learn_memory_order_check(inputs)
});