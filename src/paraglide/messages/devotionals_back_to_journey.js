/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Back_To_JourneyInputs */

const en_devotionals_back_to_journey = /** @type {(inputs: Devotionals_Back_To_JourneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the Journey of Faith`)
};

const es_devotionals_back_to_journey = /** @type {(inputs: Devotionals_Back_To_JourneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al Camino de fe`)
};

/**
* | output |
* | --- |
* | "Back to the Journey of Faith" |
*
* @param {Devotionals_Back_To_JourneyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_back_to_journey = /** @type {((inputs?: Devotionals_Back_To_JourneyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Back_To_JourneyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_back_to_journey(inputs)
	return en_devotionals_back_to_journey(inputs)
});