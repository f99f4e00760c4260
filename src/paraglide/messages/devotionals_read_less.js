/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Read_LessInputs */

const en_devotionals_read_less = /** @type {(inputs: Devotionals_Read_LessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read Less`)
};

const es_devotionals_read_less = /** @type {(inputs: Devotionals_Read_LessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer menos`)
};

/**
* | output |
* | --- |
* | "Read Less" |
*
* @param {Devotionals_Read_LessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_read_less = /** @type {((inputs?: Devotionals_Read_LessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Read_LessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_read_less(inputs)
	return en_devotionals_read_less(inputs)
});