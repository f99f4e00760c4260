/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Stories_NoneInputs */

const en_family_stories_none = /** @type {(inputs: Family_Stories_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none yet`)
};

const es_family_stories_none = /** @type {(inputs: Family_Stories_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguna todavía`)
};

/**
* | output |
* | --- |
* | "none yet" |
*
* @param {Family_Stories_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_stories_none = /** @type {((inputs?: Family_Stories_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Stories_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_stories_none(inputs)
	return en_family_stories_none(inputs)
});