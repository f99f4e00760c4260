/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Sign_OutInputs */

const en_site_sign_out = /** @type {(inputs: Site_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Out`)
};

const es_site_sign_out = /** @type {(inputs: Site_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salir`)
};

/**
* | output |
* | --- |
* | "Sign Out" |
*
* @param {Site_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_sign_out = /** @type {((inputs?: Site_Sign_OutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Sign_OutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_sign_out(inputs)
	return en_site_sign_out(inputs)
});