/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Invalid_JsonInputs */

const en_api_invalid_json = /** @type {(inputs: Api_Invalid_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body must be JSON.`)
};

const es_api_invalid_json = /** @type {(inputs: Api_Invalid_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El cuerpo de la solicitud debe ser JSON.`)
};

/**
* | output |
* | --- |
* | "The request body must be JSON." |
*
* @param {Api_Invalid_JsonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_invalid_json = /** @type {((inputs?: Api_Invalid_JsonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Invalid_JsonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_invalid_json(inputs)
	return en_api_invalid_json(inputs)
});