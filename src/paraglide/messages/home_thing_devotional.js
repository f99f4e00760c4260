/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Thing_DevotionalInputs */

const en_home_thing_devotional = /** @type {(inputs: Home_Thing_DevotionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today's devotional`)
};

const es_home_thing_devotional = /** @type {(inputs: Home_Thing_DevotionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El devocional de hoy`)
};

/**
* | output |
* | --- |
* | "Today's devotional" |
*
* @param {Home_Thing_DevotionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_devotional = /** @type {((inputs?: Home_Thing_DevotionalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_DevotionalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_thing_devotional(inputs)
	return en_home_thing_devotional(inputs)
});