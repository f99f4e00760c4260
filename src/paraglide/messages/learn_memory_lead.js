/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_LeadInputs */

const en_learn_memory_lead = /** @type {(inputs: Learn_Memory_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`“Thy word have I hid in mine heart” (Psalm 119:11). Master verses here or in the Memory Verse game: 50 fill your bar!`)
};

const es_learn_memory_lead = /** @type {(inputs: Learn_Memory_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`«En mi corazón he guardado tus dichos» (Salmo 119:11). Aprende versículos de memoria aquí o en el juego del versículo para memorizar: ¡50 llenan tu barra!`)
};

/**
* | output |
* | --- |
* | "“Thy word have I hid in mine heart” (Psalm 119:11). Master verses here or in the Memory Verse game: 50 fill your bar!" |
*
* @param {Learn_Memory_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_lead = /** @type {((inputs?: Learn_Memory_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_lead(inputs)
	return en_learn_memory_lead(inputs)
});