/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Last_LearnedInputs */

const en_family_last_learned = /** @type {(inputs: Family_Last_LearnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last learned:`)
};

const es_family_last_learned = /** @type {(inputs: Family_Last_LearnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Última vez que aprendió:`)
};

/**
* | output |
* | --- |
* | "Last learned:" |
*
* @param {Family_Last_LearnedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_last_learned = /** @type {((inputs?: Family_Last_LearnedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Last_LearnedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_last_learned(inputs)
	return en_family_last_learned(inputs)
});