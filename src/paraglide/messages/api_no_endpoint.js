/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_No_EndpointInputs */

const en_api_no_endpoint = /** @type {(inputs: Api_No_EndpointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such API endpoint.`)
};

const es_api_no_endpoint = /** @type {(inputs: Api_No_EndpointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esa dirección de la API no existe.`)
};

/**
* | output |
* | --- |
* | "No such API endpoint." |
*
* @param {Api_No_EndpointInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_no_endpoint = /** @type {((inputs?: Api_No_EndpointInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_No_EndpointInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_no_endpoint(inputs)
	return en_api_no_endpoint(inputs)
});