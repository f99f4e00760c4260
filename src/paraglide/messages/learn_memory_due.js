/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Learn_Memory_DueInputs */

const en_learn_memory_due = /** @type {(inputs: Learn_Memory_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Due today: ${i?.count}`)
};

const es_learn_memory_due = /** @type {(inputs: Learn_Memory_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para hoy: ${i?.count}`)
};

/**
* | output |
* | --- |
* | "Due today: {count}" |
*
* @param {Learn_Memory_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_due = /** @type {((inputs: Learn_Memory_DueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_DueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_due(inputs)
	return en_learn_memory_due(inputs)
});