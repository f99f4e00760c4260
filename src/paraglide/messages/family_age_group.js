/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Age_GroupInputs */

const en_family_age_group = /** @type {(inputs: Family_Age_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Age group`)
};

const es_family_age_group = /** @type {(inputs: Family_Age_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grupo de edad`)
};

/**
* | output |
* | --- |
* | "Age group" |
*
* @param {Family_Age_GroupInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_age_group = /** @type {((inputs?: Family_Age_GroupInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Age_GroupInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_age_group(inputs)
	return en_family_age_group(inputs)
});