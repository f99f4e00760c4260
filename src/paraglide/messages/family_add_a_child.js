/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Add_A_ChildInputs */

const en_family_add_a_child = /** @type {(inputs: Family_Add_A_ChildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a child`)
};

const es_family_add_a_child = /** @type {(inputs: Family_Add_A_ChildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir un hijo`)
};

/**
* | output |
* | --- |
* | "Add a child" |
*
* @param {Family_Add_A_ChildInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_add_a_child = /** @type {((inputs?: Family_Add_A_ChildInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Add_A_ChildInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_add_a_child(inputs)
	return en_family_add_a_child(inputs)
});