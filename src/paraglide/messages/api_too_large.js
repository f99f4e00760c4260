/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Too_LargeInputs */

const en_api_too_large = /** @type {(inputs: Api_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That request is too large.`)
};

const es_api_too_large = /** @type {(inputs: Api_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esa solicitud es demasiado grande.`)
};

/**
* | output |
* | --- |
* | "That request is too large." |
*
* @param {Api_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_too_large = /** @type {((inputs?: Api_Too_LargeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Too_LargeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_too_large(inputs)
	return en_api_too_large(inputs)
});