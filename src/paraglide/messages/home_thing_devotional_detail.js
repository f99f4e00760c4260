/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Thing_Devotional_DetailInputs */

const en_home_thing_devotional_detail = /** @type {(inputs: Home_Thing_Devotional_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A verse, a short reading and a prayer.`)
};

const es_home_thing_devotional_detail = /** @type {(inputs: Home_Thing_Devotional_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un versículo, una lectura corta y una oración.`)
};

/**
* | output |
* | --- |
* | "A verse, a short reading and a prayer." |
*
* @param {Home_Thing_Devotional_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_devotional_detail = /** @type {((inputs?: Home_Thing_Devotional_DetailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Devotional_DetailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_thing_devotional_detail(inputs)
	return en_home_thing_devotional_detail(inputs)
});