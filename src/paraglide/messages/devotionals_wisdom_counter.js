/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, count: NonNullable<unknown> }} Devotionals_Wisdom_CounterInputs */

const en_devotionals_wisdom_counter = /** @type {(inputs: Devotionals_Wisdom_CounterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Daily Proverb ${i?.n} of ${i?.count}`)
};

const es_devotionals_wisdom_counter = /** @type {(inputs: Devotionals_Wisdom_CounterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Proverbio del día ${i?.n} de ${i?.count}`)
};

/**
* | output |
* | --- |
* | "Daily Proverb {n} of {count}" |
*
* @param {Devotionals_Wisdom_CounterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_counter = /** @type {((inputs: Devotionals_Wisdom_CounterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Wisdom_CounterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_wisdom_counter(inputs)
	return en_devotionals_wisdom_counter(inputs)
});