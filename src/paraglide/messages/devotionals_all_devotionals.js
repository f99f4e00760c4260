/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_All_DevotionalsInputs */

const en_devotionals_all_devotionals = /** @type {(inputs: Devotionals_All_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All devotionals`)
};

const es_devotionals_all_devotionals = /** @type {(inputs: Devotionals_All_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los devocionales`)
};

/**
* | output |
* | --- |
* | "All devotionals" |
*
* @param {Devotionals_All_DevotionalsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_all_devotionals = /** @type {((inputs?: Devotionals_All_DevotionalsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_All_DevotionalsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_all_devotionals(inputs)
	return en_devotionals_all_devotionals(inputs)
});