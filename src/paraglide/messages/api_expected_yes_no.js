/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Expected_Yes_NoInputs */

const en_api_expected_yes_no = /** @type {(inputs: Api_Expected_Yes_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid input: expected boolean`)
};

const es_api_expected_yes_no = /** @type {(inputs: Api_Expected_Yes_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dato no válido: se esperaba sí o no`)
};

/**
* | output |
* | --- |
* | "Invalid input: expected boolean" |
*
* @param {Api_Expected_Yes_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_expected_yes_no = /** @type {((inputs?: Api_Expected_Yes_NoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Expected_Yes_NoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_expected_yes_no(inputs)
	return en_api_expected_yes_no(inputs)
});