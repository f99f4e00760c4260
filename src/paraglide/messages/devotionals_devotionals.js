/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_DevotionalsInputs */

const en_devotionals_devotionals = /** @type {(inputs: Devotionals_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devotionals`)
};

const es_devotionals_devotionals = /** @type {(inputs: Devotionals_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocionales`)
};

/**
* | output |
* | --- |
* | "Devotionals" |
*
* @param {Devotionals_DevotionalsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_devotionals = /** @type {((inputs?: Devotionals_DevotionalsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_DevotionalsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_devotionals(inputs)
	return en_devotionals_devotionals(inputs)
});