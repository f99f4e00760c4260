/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_LoadingInputs */

const en_home_loading = /** @type {(inputs: Home_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Getting your day ready...`)
};

const es_home_loading = /** @type {(inputs: Home_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparando tu día...`)
};

/**
* | output |
* | --- |
* | "Getting your day ready..." |
*
* @param {Home_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_loading = /** @type {((inputs?: Home_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_loading(inputs)
	return en_home_loading(inputs)
});