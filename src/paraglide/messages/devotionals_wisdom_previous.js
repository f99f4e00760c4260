/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Wisdom_PreviousInputs */

const en_devotionals_wisdom_previous = /** @type {(inputs: Devotionals_Wisdom_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous proverb`)
};

const es_devotionals_wisdom_previous = /** @type {(inputs: Devotionals_Wisdom_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverbio anterior`)
};

/**
* | output |
* | --- |
* | "Previous proverb" |
*
* @param {Devotionals_Wisdom_PreviousInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_previous = /** @type {((inputs?: Devotionals_Wisdom_PreviousInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Wisdom_PreviousInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_wisdom_previous(inputs)
	return en_devotionals_wisdom_previous(inputs)
});