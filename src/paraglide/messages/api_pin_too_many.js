/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Pin_Too_ManyInputs */

const en_api_pin_too_many = /** @type {(inputs: Api_Pin_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many wrong PINs. Please wait a little and try again.`)
};

const es_api_pin_too_many = /** @type {(inputs: Api_Pin_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados PIN incorrectos. Espera un poco y vuelve a intentarlo.`)
};

/**
* | output |
* | --- |
* | "Too many wrong PINs. Please wait a little and try again." |
*
* @param {Api_Pin_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_pin_too_many = /** @type {((inputs?: Api_Pin_Too_ManyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Pin_Too_ManyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_pin_too_many(inputs)
	return en_api_pin_too_many(inputs)
});