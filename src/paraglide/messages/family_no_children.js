/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_No_ChildrenInputs */

const en_family_no_children = /** @type {(inputs: Family_No_ChildrenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No child profiles yet. Add one below.`)
};

const es_family_no_children = /** @type {(inputs: Family_No_ChildrenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay perfiles de niños. Añade uno aquí abajo.`)
};

/**
* | output |
* | --- |
* | "No child profiles yet. Add one below." |
*
* @param {Family_No_ChildrenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_no_children = /** @type {((inputs?: Family_No_ChildrenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_No_ChildrenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_no_children(inputs)
	return en_family_no_children(inputs)
});