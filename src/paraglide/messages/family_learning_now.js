/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Learning_NowInputs */

const en_family_learning_now = /** @type {(inputs: Family_Learning_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learning now`)
};

const es_family_learning_now = /** @type {(inputs: Family_Learning_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprendiendo ahora`)
};

/**
* | output |
* | --- |
* | "Learning now" |
*
* @param {Family_Learning_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_learning_now = /** @type {((inputs?: Family_Learning_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Learning_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_learning_now(inputs)
	return en_family_learning_now(inputs)
});