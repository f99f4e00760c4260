/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_NoneInputs */

const en_family_none = /** @type {(inputs: Family_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

const es_family_none = /** @type {(inputs: Family_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguno`)
};

/**
* | output |
* | --- |
* | "none" |
*
* @param {Family_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_none = /** @type {((inputs?: Family_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_none(inputs)
	return en_family_none(inputs)
});