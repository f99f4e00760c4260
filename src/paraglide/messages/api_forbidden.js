/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_ForbiddenInputs */

const en_api_forbidden = /** @type {(inputs: Api_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not allowed to do that.`)
};

const es_api_forbidden = /** @type {(inputs: Api_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tienes permiso para hacer eso.`)
};

/**
* | output |
* | --- |
* | "You are not allowed to do that." |
*
* @param {Api_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_forbidden = /** @type {((inputs?: Api_ForbiddenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_ForbiddenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_forbidden(inputs)
	return en_api_forbidden(inputs)
});