/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Who_Is_LearningInputs */

const en_family_who_is_learning = /** @type {(inputs: Family_Who_Is_LearningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who's learning today?`)
};

const es_family_who_is_learning = /** @type {(inputs: Family_Who_Is_LearningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Quién aprende hoy?`)
};

/**
* | output |
* | --- |
* | "Who's learning today?" |
*
* @param {Family_Who_Is_LearningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_who_is_learning = /** @type {((inputs?: Family_Who_Is_LearningInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Who_Is_LearningInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_who_is_learning(inputs)
	return en_family_who_is_learning(inputs)
});