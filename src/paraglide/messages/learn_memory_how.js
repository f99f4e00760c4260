/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Learn_Memory_HowInputs */

const en_learn_memory_how = /** @type {(inputs: Learn_Memory_HowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Practise a little each day. Each verse comes back just when it is time to remember it again, and a verse you still know after a break of ${i?.days} days is mastered.`)
};

const es_learn_memory_how = /** @type {(inputs: Learn_Memory_HowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Practica un poquito cada día. Cada versículo vuelve justo cuando toca recordarlo otra vez, y el que todavía sabes después de ${i?.days} días sin verlo ya es tuyo para siempre.`)
};

/**
* | output |
* | --- |
* | "Practise a little each day. Each verse comes back just when it is time to remember it again, and a verse you still know after a break of {days} days is maste..." |
*
* @param {Learn_Memory_HowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_how = /** @type {((inputs: Learn_Memory_HowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_HowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_how(inputs)
	return en_learn_memory_how(inputs)
});