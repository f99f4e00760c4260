/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Ask_Grown_UpInputs */

const en_home_ask_grown_up = /** @type {(inputs: Home_Ask_Grown_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask a grown-up`)
};

const es_home_ask_grown_up = /** @type {(inputs: Home_Ask_Grown_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pídeselo a un adulto`)
};

/**
* | output |
* | --- |
* | "Ask a grown-up" |
*
* @param {Home_Ask_Grown_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_ask_grown_up = /** @type {((inputs?: Home_Ask_Grown_UpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Ask_Grown_UpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_ask_grown_up(inputs)
	return en_home_ask_grown_up(inputs)
});