/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Explore_JourneyInputs */

const en_home_explore_journey = /** @type {(inputs: Home_Explore_JourneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore Your Journey of Faith`)
};

const es_home_explore_journey = /** @type {(inputs: Home_Explore_JourneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explora tu camino de fe`)
};

/**
* | output |
* | --- |
* | "Explore Your Journey of Faith" |
*
* @param {Home_Explore_JourneyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_explore_journey = /** @type {((inputs?: Home_Explore_JourneyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Explore_JourneyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_explore_journey(inputs)
	return en_home_explore_journey(inputs)
});