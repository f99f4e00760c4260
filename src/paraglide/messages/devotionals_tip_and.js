/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Tip_AndInputs */

const en_devotionals_tip_and = /** @type {(inputs: Devotionals_Tip_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`and`)
};

const es_devotionals_tip_and = /** @type {(inputs: Devotionals_Tip_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`y`)
};

/**
* | output |
* | --- |
* | "and" |
*
* @param {Devotionals_Tip_AndInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_tip_and = /** @type {((inputs?: Devotionals_Tip_AndInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Tip_AndInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_tip_and(inputs)
	return en_devotionals_tip_and(inputs)
});