/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Start_HereInputs */

const en_home_start_here = /** @type {(inputs: Home_Start_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start here`)
};

const es_home_start_here = /** @type {(inputs: Home_Start_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza aquí`)
};

/**
* | output |
* | --- |
* | "Start here" |
*
* @param {Home_Start_HereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_start_here = /** @type {((inputs?: Home_Start_HereInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Start_HereInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_start_here(inputs)
	return en_home_start_here(inputs)
});