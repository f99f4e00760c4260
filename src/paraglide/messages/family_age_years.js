/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ band: NonNullable<unknown> }} Family_Age_YearsInputs */

const en_family_age_years = /** @type {(inputs: Family_Age_YearsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} years`)
};

const es_family_age_years = /** @type {(inputs: Family_Age_YearsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} años`)
};

/**
* | output |
* | --- |
* | "{band} years" |
*
* @param {Family_Age_YearsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_age_years = /** @type {((inputs: Family_Age_YearsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Age_YearsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_age_years(inputs)
	return en_family_age_years(inputs)
});