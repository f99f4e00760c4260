/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Invalid_InputInputs */

const en_api_invalid_input = /** @type {(inputs: Api_Invalid_InputInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid input.`)
};

const es_api_invalid_input = /** @type {(inputs: Api_Invalid_InputInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos no válidos.`)
};

/**
* | output |
* | --- |
* | "Invalid input." |
*
* @param {Api_Invalid_InputInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_invalid_input = /** @type {((inputs?: Api_Invalid_InputInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Invalid_InputInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_invalid_input(inputs)
	return en_api_invalid_input(inputs)
});