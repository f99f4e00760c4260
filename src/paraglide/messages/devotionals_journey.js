/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_JourneyInputs */

const en_devotionals_journey = /** @type {(inputs: Devotionals_JourneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journey of Faith`)
};

const es_devotionals_journey = /** @type {(inputs: Devotionals_JourneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camino de fe`)
};

/**
* | output |
* | --- |
* | "Journey of Faith" |
*
* @param {Devotionals_JourneyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_journey = /** @type {((inputs?: Devotionals_JourneyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_JourneyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_journey(inputs)
	return en_devotionals_journey(inputs)
});