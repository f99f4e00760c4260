/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_More_DevotionalsInputs */

const en_devotionals_more_devotionals = /** @type {(inputs: Devotionals_More_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More devotionals`)
};

const es_devotionals_more_devotionals = /** @type {(inputs: Devotionals_More_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más devocionales`)
};

/**
* | output |
* | --- |
* | "More devotionals" |
*
* @param {Devotionals_More_DevotionalsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_more_devotionals = /** @type {((inputs?: Devotionals_More_DevotionalsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_More_DevotionalsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_more_devotionals(inputs)
	return en_devotionals_more_devotionals(inputs)
});