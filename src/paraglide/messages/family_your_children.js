/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Your_ChildrenInputs */

const en_family_your_children = /** @type {(inputs: Family_Your_ChildrenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your children`)
};

const es_family_your_children = /** @type {(inputs: Family_Your_ChildrenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus hijos`)
};

/**
* | output |
* | --- |
* | "Your children" |
*
* @param {Family_Your_ChildrenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_your_children = /** @type {((inputs?: Family_Your_ChildrenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Your_ChildrenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_your_children(inputs)
	return en_family_your_children(inputs)
});