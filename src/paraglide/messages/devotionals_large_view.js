/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Large_ViewInputs */

const en_devotionals_large_view = /** @type {(inputs: Devotionals_Large_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Large View`)
};

const es_devotionals_large_view = /** @type {(inputs: Devotionals_Large_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vista grande`)
};

/**
* | output |
* | --- |
* | "Large View" |
*
* @param {Devotionals_Large_ViewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_large_view = /** @type {((inputs?: Devotionals_Large_ViewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Large_ViewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_large_view(inputs)
	return en_devotionals_large_view(inputs)
});