/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Not_Open_YetInputs */

const en_home_not_open_yet = /** @type {(inputs: Home_Not_Open_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This one is not open yet.`)
};

const es_home_not_open_yet = /** @type {(inputs: Home_Not_Open_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto todavía no está abierto para ti.`)
};

/**
* | output |
* | --- |
* | "This one is not open yet." |
*
* @param {Home_Not_Open_YetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_not_open_yet = /** @type {((inputs?: Home_Not_Open_YetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Not_Open_YetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_not_open_yet(inputs)
	return en_home_not_open_yet(inputs)
});