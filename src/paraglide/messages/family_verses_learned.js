/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Verses_LearnedInputs */

const en_family_verses_learned = /** @type {(inputs: Family_Verses_LearnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verses learned:`)
};

const es_family_verses_learned = /** @type {(inputs: Family_Verses_LearnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versículos aprendidos:`)
};

/**
* | output |
* | --- |
* | "Verses learned:" |
*
* @param {Family_Verses_LearnedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_verses_learned = /** @type {((inputs?: Family_Verses_LearnedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Verses_LearnedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_verses_learned(inputs)
	return en_family_verses_learned(inputs)
});