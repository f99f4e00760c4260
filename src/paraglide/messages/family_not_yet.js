/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Not_YetInputs */

const en_family_not_yet = /** @type {(inputs: Family_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not yet`)
};

const es_family_not_yet = /** @type {(inputs: Family_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`todavía no`)
};

/**
* | output |
* | --- |
* | "not yet" |
*
* @param {Family_Not_YetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_not_yet = /** @type {((inputs?: Family_Not_YetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Not_YetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_not_yet(inputs)
	return en_family_not_yet(inputs)
});