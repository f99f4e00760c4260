/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ start: NonNullable<unknown> }} Family_Learning_Start_By_AgeInputs */

const en_family_learning_start_by_age = /** @type {(inputs: Family_Learning_Start_By_AgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`By age group (${i?.start})`)
};

const es_family_learning_start_by_age = /** @type {(inputs: Family_Learning_Start_By_AgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Según la edad (${i?.start})`)
};

/**
* | output |
* | --- |
* | "By age group ({start})" |
*
* @param {Family_Learning_Start_By_AgeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_learning_start_by_age = /** @type {((inputs: Family_Learning_Start_By_AgeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Learning_Start_By_AgeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_learning_start_by_age(inputs)
	return en_family_learning_start_by_age(inputs)
});