/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Letters_RightInputs */

const en_learn_memory_letters_right = /** @type {(inputs: Learn_Memory_Letters_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Well done! Now try it with no help.`)
};

const es_learn_memory_letters_right = /** @type {(inputs: Learn_Memory_Letters_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ ¡Muy bien! Ahora inténtalo sin ayuda.`)
};

/**
* | output |
* | --- |
* | "✅ Well done! Now try it with no help." |
*
* @param {Learn_Memory_Letters_RightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_letters_right = /** @type {((inputs?: Learn_Memory_Letters_RightInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Letters_RightInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_letters_right(inputs)
	return en_learn_memory_letters_right(inputs)
});