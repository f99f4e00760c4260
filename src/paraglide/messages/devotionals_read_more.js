/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Read_MoreInputs */

const en_devotionals_read_more = /** @type {(inputs: Devotionals_Read_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read More`)
};

const es_devotionals_read_more = /** @type {(inputs: Devotionals_Read_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer más`)
};

/**
* | output |
* | --- |
* | "Read More" |
*
* @param {Devotionals_Read_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_read_more = /** @type {((inputs?: Devotionals_Read_MoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Read_MoreInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_read_more(inputs)
	return en_devotionals_read_more(inputs)
});