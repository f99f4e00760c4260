/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Yes_DeleteInputs */

const en_family_yes_delete = /** @type {(inputs: Family_Yes_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, delete`)
};

const es_family_yes_delete = /** @type {(inputs: Family_Yes_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí, borrar`)
};

/**
* | output |
* | --- |
* | "Yes, delete" |
*
* @param {Family_Yes_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_yes_delete = /** @type {((inputs?: Family_Yes_DeleteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Yes_DeleteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_yes_delete(inputs)
	return en_family_yes_delete(inputs)
});