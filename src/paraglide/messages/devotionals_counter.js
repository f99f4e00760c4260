/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown> }} Devotionals_CounterInputs */

const en_devotionals_counter = /** @type {(inputs: Devotionals_CounterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Devotional ${i?.index} of ${i?.count}`)
};

const es_devotionals_counter = /** @type {(inputs: Devotionals_CounterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Devocional ${i?.index} de ${i?.count}`)
};

/**
* | output |
* | --- |
* | "Devotional {index} of {count}" |
*
* @param {Devotionals_CounterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_counter = /** @type {((inputs: Devotionals_CounterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_CounterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_counter(inputs)
	return en_devotionals_counter(inputs)
});