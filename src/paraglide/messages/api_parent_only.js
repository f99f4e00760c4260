/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Parent_OnlyInputs */

const en_api_parent_only = /** @type {(inputs: Api_Parent_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please ask a grown-up: this part is for parents.`)
};

const es_api_parent_only = /** @type {(inputs: Api_Parent_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pídeselo a un adulto: esta parte es para los padres.`)
};

/**
* | output |
* | --- |
* | "Please ask a grown-up: this part is for parents." |
*
* @param {Api_Parent_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_parent_only = /** @type {((inputs?: Api_Parent_OnlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Parent_OnlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_parent_only(inputs)
	return en_api_parent_only(inputs)
});