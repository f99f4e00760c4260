/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_InternalInputs */

const en_api_internal = /** @type {(inputs: Api_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong on our side. Please try again.`)
};

const es_api_internal = /** @type {(inputs: Api_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo salió mal de nuestro lado. Inténtalo de nuevo.`)
};

/**
* | output |
* | --- |
* | "Something went wrong on our side. Please try again." |
*
* @param {Api_InternalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_internal = /** @type {((inputs?: Api_InternalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_InternalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_internal(inputs)
	return en_api_internal(inputs)
});