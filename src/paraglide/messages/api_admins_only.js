/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Admins_OnlyInputs */

const en_api_admins_only = /** @type {(inputs: Api_Admins_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only admins can do that.`)
};

const es_api_admins_only = /** @type {(inputs: Api_Admins_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo los administradores pueden hacer eso.`)
};

/**
* | output |
* | --- |
* | "Only admins can do that." |
*
* @param {Api_Admins_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_admins_only = /** @type {((inputs?: Api_Admins_OnlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Admins_OnlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_admins_only(inputs)
	return en_api_admins_only(inputs)
});