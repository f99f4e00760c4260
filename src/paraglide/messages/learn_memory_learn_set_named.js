/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Learn_Memory_Learn_Set_NamedInputs */

const en_learn_memory_learn_set_named = /** @type {(inputs: Learn_Memory_Learn_Set_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Learn the ${i?.name} set`)
};

const es_learn_memory_learn_set_named = /** @type {(inputs: Learn_Memory_Learn_Set_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aprender el grupo «${i?.name}»`)
};

/**
* | output |
* | --- |
* | "Learn the {name} set" |
*
* @param {Learn_Memory_Learn_Set_NamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_learn_set_named = /** @type {((inputs: Learn_Memory_Learn_Set_NamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Learn_Set_NamedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_learn_set_named(inputs)
	return en_learn_memory_learn_set_named(inputs)
});