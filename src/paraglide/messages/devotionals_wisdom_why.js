/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Wisdom_WhyInputs */

const en_devotionals_wisdom_why = /** @type {(inputs: Devotionals_Wisdom_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why does this matter?`)
};

const es_devotionals_wisdom_why = /** @type {(inputs: Devotionals_Wisdom_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Por qué es importante?`)
};

/**
* | output |
* | --- |
* | "Why does this matter?" |
*
* @param {Devotionals_Wisdom_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_why = /** @type {((inputs?: Devotionals_Wisdom_WhyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Wisdom_WhyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_wisdom_why(inputs)
	return en_devotionals_wisdom_why(inputs)
});