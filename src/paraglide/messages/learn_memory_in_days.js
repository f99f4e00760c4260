/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Learn_Memory_In_DaysInputs */

const en_learn_memory_in_days = /** @type {(inputs: Learn_Memory_In_DaysInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`in ${i?.count} days`);
	if (n === "other") return /** @type {LocalizedString} */ (`in ${i?.count} days`);
	return /** @type {LocalizedString} */ ("learn_memory_in_days");
};

const es_learn_memory_in_days = /** @type {(inputs: Learn_Memory_In_DaysInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`en ${i?.count} día`);
	if (n === "other") return /** @type {LocalizedString} */ (`en ${i?.count} días`);
	return /** @type {LocalizedString} */ ("learn_memory_in_days");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "in {count} days" |
* | "other" | "in {count} days" |
*
* @param {Learn_Memory_In_DaysInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_in_days = /** @type {((inputs: Learn_Memory_In_DaysInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_In_DaysInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_in_days(inputs)
	return en_learn_memory_in_days(inputs)
});