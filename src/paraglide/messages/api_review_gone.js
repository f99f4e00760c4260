/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Review_GoneInputs */

const en_api_review_gone = /** @type {(inputs: Api_Review_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That is not waiting for you any more.`)
};

const es_api_review_gone = /** @type {(inputs: Api_Review_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eso ya no espera tu respuesta.`)
};

/**
* | output |
* | --- |
* | "That is not waiting for you any more." |
*
* @param {Api_Review_GoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_review_gone = /** @type {((inputs?: Api_Review_GoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Review_GoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_review_gone(inputs)
	return en_api_review_gone(inputs)
});