/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Section_DevotionalsInputs */

const en_home_section_devotionals = /** @type {(inputs: Home_Section_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devotionals`)
};

const es_home_section_devotionals = /** @type {(inputs: Home_Section_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocionales`)
};

/**
* | output |
* | --- |
* | "Devotionals" |
*
* @param {Home_Section_DevotionalsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_section_devotionals = /** @type {((inputs?: Home_Section_DevotionalsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Section_DevotionalsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_section_devotionals(inputs)
	return en_home_section_devotionals(inputs)
});