/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Language_UnsetInputs */

const en_family_language_unset = /** @type {(inputs: Family_Language_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not chosen (the same as yours)`)
};

const es_family_language_unset = /** @type {(inputs: Family_Language_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin elegir (el mismo que el tuyo)`)
};

/**
* | output |
* | --- |
* | "Not chosen (the same as yours)" |
*
* @param {Family_Language_UnsetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_language_unset = /** @type {((inputs?: Family_Language_UnsetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Language_UnsetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_language_unset(inputs)
	return en_family_language_unset(inputs)
});