/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Order_RightInputs */

const en_learn_memory_order_right = /** @type {(inputs: Learn_Memory_Order_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Every word is in its place!`)
};

const es_learn_memory_order_right = /** @type {(inputs: Learn_Memory_Order_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ ¡Cada palabra está en su sitio!`)
};

/**
* | output |
* | --- |
* | "✅ Every word is in its place!" |
*
* @param {Learn_Memory_Order_RightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_order_right = /** @type {((inputs?: Learn_Memory_Order_RightInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Order_RightInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_order_right(inputs)
	return en_learn_memory_order_right(inputs)
});