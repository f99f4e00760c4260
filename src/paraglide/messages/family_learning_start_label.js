/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Learning_Start_LabelInputs */

const en_family_learning_start_label = /** @type {(inputs: Family_Learning_Start_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where learning starts`)
};

const es_family_learning_start_label = /** @type {(inputs: Family_Learning_Start_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por dónde empieza`)
};

/**
* | output |
* | --- |
* | "Where learning starts" |
*
* @param {Family_Learning_Start_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_learning_start_label = /** @type {((inputs?: Family_Learning_Start_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Learning_Start_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_learning_start_label(inputs)
	return en_family_learning_start_label(inputs)
});