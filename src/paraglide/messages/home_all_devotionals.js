/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_All_DevotionalsInputs */

const en_home_all_devotionals = /** @type {(inputs: Home_All_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All devotionals`)
};

const es_home_all_devotionals = /** @type {(inputs: Home_All_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los devocionales`)
};

/**
* | output |
* | --- |
* | "All devotionals" |
*
* @param {Home_All_DevotionalsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_all_devotionals = /** @type {((inputs?: Home_All_DevotionalsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_All_DevotionalsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_all_devotionals(inputs)
	return en_home_all_devotionals(inputs)
});