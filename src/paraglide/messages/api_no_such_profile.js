/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_No_Such_ProfileInputs */

const en_api_no_such_profile = /** @type {(inputs: Api_No_Such_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That profile is not in your family.`)
};

const es_api_no_such_profile = /** @type {(inputs: Api_No_Such_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese perfil no está en tu familia.`)
};

/**
* | output |
* | --- |
* | "That profile is not in your family." |
*
* @param {Api_No_Such_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_no_such_profile = /** @type {((inputs?: Api_No_Such_ProfileInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_No_Such_ProfileInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_no_such_profile(inputs)
	return en_api_no_such_profile(inputs)
});