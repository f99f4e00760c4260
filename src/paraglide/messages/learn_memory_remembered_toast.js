/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Remembered_ToastInputs */

const en_learn_memory_remembered_toast = /** @type {(inputs: Learn_Memory_Remembered_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🌟 Great remembering!`)
};

const es_learn_memory_remembered_toast = /** @type {(inputs: Learn_Memory_Remembered_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🌟 ¡Qué buena memoria!`)
};

/**
* | output |
* | --- |
* | "🌟 Great remembering!" |
*
* @param {Learn_Memory_Remembered_ToastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_remembered_toast = /** @type {((inputs?: Learn_Memory_Remembered_ToastInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Remembered_ToastInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_remembered_toast(inputs)
	return en_learn_memory_remembered_toast(inputs)
});