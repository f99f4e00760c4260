/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_ReadInputs */

const en_devotionals_read = /** @type {(inputs: Devotionals_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read`)
};

const es_devotionals_read = /** @type {(inputs: Devotionals_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer`)
};

/**
* | output |
* | --- |
* | "Read" |
*
* @param {Devotionals_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_read = /** @type {((inputs?: Devotionals_ReadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_ReadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_read(inputs)
	return en_devotionals_read(inputs)
});