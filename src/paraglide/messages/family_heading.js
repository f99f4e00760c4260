/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_HeadingInputs */

const en_family_heading = /** @type {(inputs: Family_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`👪 Family`)
};

const es_family_heading = /** @type {(inputs: Family_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`👪 Familia`)
};

/**
* | output |
* | --- |
* | "👪 Family" |
*
* @param {Family_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_heading = /** @type {((inputs?: Family_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_heading(inputs)
	return en_family_heading(inputs)
});