/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Family_Start_Learning_AsInputs */

const en_family_start_learning_as = /** @type {(inputs: Family_Start_Learning_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Start learning as ${i?.name}`)
};

const es_family_start_learning_as = /** @type {(inputs: Family_Start_Learning_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Empezar a aprender como ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Start learning as {name}" |
*
* @param {Family_Start_Learning_AsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_start_learning_as = /** @type {((inputs: Family_Start_Learning_AsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Start_Learning_AsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_start_learning_as(inputs)
	return en_family_start_learning_as(inputs)
});