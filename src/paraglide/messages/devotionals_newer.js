/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_NewerInputs */

const en_devotionals_newer = /** @type {(inputs: Devotionals_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newer`)
};

const es_devotionals_newer = /** @type {(inputs: Devotionals_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más nuevos`)
};

/**
* | output |
* | --- |
* | "Newer" |
*
* @param {Devotionals_NewerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_newer = /** @type {((inputs?: Devotionals_NewerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_NewerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_newer(inputs)
	return en_devotionals_newer(inputs)
});