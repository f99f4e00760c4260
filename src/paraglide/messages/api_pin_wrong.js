/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Pin_WrongInputs */

const en_api_pin_wrong = /** @type {(inputs: Api_Pin_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That PIN is not right. Please try again.`)
};

const es_api_pin_wrong = /** @type {(inputs: Api_Pin_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese PIN no es correcto. Inténtalo de nuevo.`)
};

/**
* | output |
* | --- |
* | "That PIN is not right. Please try again." |
*
* @param {Api_Pin_WrongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_pin_wrong = /** @type {((inputs?: Api_Pin_WrongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Pin_WrongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_pin_wrong(inputs)
	return en_api_pin_wrong(inputs)
});