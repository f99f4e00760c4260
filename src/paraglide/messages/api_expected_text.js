/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Expected_TextInputs */

const en_api_expected_text = /** @type {(inputs: Api_Expected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid input: expected string`)
};

const es_api_expected_text = /** @type {(inputs: Api_Expected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dato no válido: se esperaba un texto`)
};

/**
* | output |
* | --- |
* | "Invalid input: expected string" |
*
* @param {Api_Expected_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_expected_text = /** @type {((inputs?: Api_Expected_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Expected_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_expected_text(inputs)
	return en_api_expected_text(inputs)
});