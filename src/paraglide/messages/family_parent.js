/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_ParentInputs */

const en_family_parent = /** @type {(inputs: Family_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent`)
};

const es_family_parent = /** @type {(inputs: Family_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Padre o madre`)
};

/**
* | output |
* | --- |
* | "Parent" |
*
* @param {Family_ParentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_parent = /** @type {((inputs?: Family_ParentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_ParentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_parent(inputs)
	return en_family_parent(inputs)
});