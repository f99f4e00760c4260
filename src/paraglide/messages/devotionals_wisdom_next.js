/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Wisdom_NextInputs */

const en_devotionals_wisdom_next = /** @type {(inputs: Devotionals_Wisdom_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next proverb`)
};

const es_devotionals_wisdom_next = /** @type {(inputs: Devotionals_Wisdom_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverbio siguiente`)
};

/**
* | output |
* | --- |
* | "Next proverb" |
*
* @param {Devotionals_Wisdom_NextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_next = /** @type {((inputs?: Devotionals_Wisdom_NextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Wisdom_NextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_wisdom_next(inputs)
	return en_devotionals_wisdom_next(inputs)
});