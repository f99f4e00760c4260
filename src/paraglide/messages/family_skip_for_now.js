/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Skip_For_NowInputs */

const en_family_skip_for_now = /** @type {(inputs: Family_Skip_For_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip for now`)
};

const es_family_skip_for_now = /** @type {(inputs: Family_Skip_For_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora no`)
};

/**
* | output |
* | --- |
* | "Skip for now" |
*
* @param {Family_Skip_For_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_skip_for_now = /** @type {((inputs?: Family_Skip_For_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Skip_For_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_skip_for_now(inputs)
	return en_family_skip_for_now(inputs)
});