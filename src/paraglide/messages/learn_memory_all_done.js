/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_All_DoneInputs */

const en_learn_memory_all_done = /** @type {(inputs: Learn_Memory_All_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All done for today!`)
};

const es_learn_memory_all_done = /** @type {(inputs: Learn_Memory_All_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Todo listo por hoy!`)
};

/**
* | output |
* | --- |
* | "All done for today!" |
*
* @param {Learn_Memory_All_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_all_done = /** @type {((inputs?: Learn_Memory_All_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_All_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_all_done(inputs)
	return en_learn_memory_all_done(inputs)
});