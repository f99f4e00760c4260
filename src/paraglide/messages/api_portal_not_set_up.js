/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Portal_Not_Set_UpInputs */

const en_api_portal_not_set_up = /** @type {(inputs: Api_Portal_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription management is not set up on this site yet.`)
};

const es_api_portal_not_set_up = /** @type {(inputs: Api_Portal_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La administración de suscripciones todavía no está configurada en este sitio.`)
};

/**
* | output |
* | --- |
* | "Subscription management is not set up on this site yet." |
*
* @param {Api_Portal_Not_Set_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_portal_not_set_up = /** @type {((inputs?: Api_Portal_Not_Set_UpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Portal_Not_Set_UpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_portal_not_set_up(inputs)
	return en_api_portal_not_set_up(inputs)
});