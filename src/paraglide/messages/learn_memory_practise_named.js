/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Learn_Memory_Practise_NamedInputs */

const en_learn_memory_practise_named = /** @type {(inputs: Learn_Memory_Practise_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Practise ${i?.reference}`)
};

const es_learn_memory_practise_named = /** @type {(inputs: Learn_Memory_Practise_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Practicar ${i?.reference}`)
};

/**
* | output |
* | --- |
* | "Practise {reference}" |
*
* @param {Learn_Memory_Practise_NamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_practise_named = /** @type {((inputs: Learn_Memory_Practise_NamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Practise_NamedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_practise_named(inputs)
	return en_learn_memory_practise_named(inputs)
});