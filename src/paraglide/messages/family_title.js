/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_TitleInputs */

const en_family_title = /** @type {(inputs: Family_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Family`)
};

const es_family_title = /** @type {(inputs: Family_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Familia`)
};

/**
* | output |
* | --- |
* | "Family" |
*
* @param {Family_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_title = /** @type {((inputs?: Family_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_title(inputs)
	return en_family_title(inputs)
});