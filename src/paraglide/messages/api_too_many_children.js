/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Api_Too_Many_ChildrenInputs */

const en_api_too_many_children = /** @type {(inputs: Api_Too_Many_ChildrenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A family can have up to ${i?.max} child profiles.`)
};

const es_api_too_many_children = /** @type {(inputs: Api_Too_Many_ChildrenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una familia puede tener hasta ${i?.max} perfiles de niños.`)
};

/**
* | output |
* | --- |
* | "A family can have up to {max} child profiles." |
*
* @param {Api_Too_Many_ChildrenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_too_many_children = /** @type {((inputs: Api_Too_Many_ChildrenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Too_Many_ChildrenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_too_many_children(inputs)
	return en_api_too_many_children(inputs)
});