/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown>, name: NonNullable<unknown> }} Learn_Memory_Remove_FromInputs */

const en_learn_memory_remove_from = /** @type {(inputs: Learn_Memory_Remove_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.reference} from ${i?.name}`)
};

const es_learn_memory_remove_from = /** @type {(inputs: Learn_Memory_Remove_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar ${i?.reference} de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Remove {reference} from {name}" |
*
* @param {Learn_Memory_Remove_FromInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_remove_from = /** @type {((inputs: Learn_Memory_Remove_FromInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Remove_FromInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_remove_from(inputs)
	return en_learn_memory_remove_from(inputs)
});