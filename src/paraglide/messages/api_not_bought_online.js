/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Not_Bought_OnlineInputs */

const en_api_not_bought_online = /** @type {(inputs: Api_Not_Bought_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan was not bought online, so there is nothing to manage here.`)
};

const es_api_not_bought_online = /** @type {(inputs: Api_Not_Bought_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu plan no se compró en línea, así que aquí no hay nada que administrar.`)
};

/**
* | output |
* | --- |
* | "Your plan was not bought online, so there is nothing to manage here." |
*
* @param {Api_Not_Bought_OnlineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_not_bought_online = /** @type {((inputs?: Api_Not_Bought_OnlineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Not_Bought_OnlineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_not_bought_online(inputs)
	return en_api_not_bought_online(inputs)
});