/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_None_YetInputs */

const en_family_none_yet = /** @type {(inputs: Family_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none yet`)
};

const es_family_none_yet = /** @type {(inputs: Family_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguno todavía`)
};

/**
* | output |
* | --- |
* | "none yet" |
*
* @param {Family_None_YetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_none_yet = /** @type {((inputs?: Family_None_YetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_None_YetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_none_yet(inputs)
	return en_family_none_yet(inputs)
});