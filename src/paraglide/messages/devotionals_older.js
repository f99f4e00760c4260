/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_OlderInputs */

const en_devotionals_older = /** @type {(inputs: Devotionals_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older`)
};

const es_devotionals_older = /** @type {(inputs: Devotionals_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más antiguos`)
};

/**
* | output |
* | --- |
* | "Older" |
*
* @param {Devotionals_OlderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_older = /** @type {((inputs?: Devotionals_OlderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_OlderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_older(inputs)
	return en_devotionals_older(inputs)
});