/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Api_Pin_InvalidInputs */

const en_api_pin_invalid = /** @type {(inputs: Api_Pin_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The PIN is ${i?.min} to ${i?.max} digits.`)
};

const es_api_pin_invalid = /** @type {(inputs: Api_Pin_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El PIN tiene de ${i?.min} a ${i?.max} cifras.`)
};

/**
* | output |
* | --- |
* | "The PIN is {min} to {max} digits." |
*
* @param {Api_Pin_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_pin_invalid = /** @type {((inputs: Api_Pin_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Pin_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_pin_invalid(inputs)
	return en_api_pin_invalid(inputs)
});