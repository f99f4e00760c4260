/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Learning_Start_InvalidInputs */

const en_family_learning_start_invalid = /** @type {(inputs: Family_Learning_Start_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose where the learning starts.`)
};

const es_family_learning_start_invalid = /** @type {(inputs: Family_Learning_Start_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige por dónde empieza a aprender.`)
};

/**
* | output |
* | --- |
* | "Please choose where the learning starts." |
*
* @param {Family_Learning_Start_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_learning_start_invalid = /** @type {((inputs?: Family_Learning_Start_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Learning_Start_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_learning_start_invalid(inputs)
	return en_family_learning_start_invalid(inputs)
});