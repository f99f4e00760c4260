/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Wisdom_Next_WisdomInputs */

const en_devotionals_wisdom_next_wisdom = /** @type {(inputs: Devotionals_Wisdom_Next_WisdomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next Wisdom`)
};

const es_devotionals_wisdom_next_wisdom = /** @type {(inputs: Devotionals_Wisdom_Next_WisdomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otro proverbio`)
};

/**
* | output |
* | --- |
* | "Next Wisdom" |
*
* @param {Devotionals_Wisdom_Next_WisdomInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_next_wisdom = /** @type {((inputs?: Devotionals_Wisdom_Next_WisdomInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Wisdom_Next_WisdomInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_wisdom_next_wisdom(inputs)
	return en_devotionals_wisdom_next_wisdom(inputs)
});