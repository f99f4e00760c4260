/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Lamb_AltInputs */

const en_home_lamb_alt = /** @type {(inputs: Home_Lamb_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Bite Size Bible lamb reading its Bible`)
};

const es_home_lamb_alt = /** @type {(inputs: Home_Lamb_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El corderito de Bite Size Bible leyendo su Biblia`)
};

/**
* | output |
* | --- |
* | "The Bite Size Bible lamb reading its Bible" |
*
* @param {Home_Lamb_AltInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_lamb_alt = /** @type {((inputs?: Home_Lamb_AltInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Lamb_AltInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_lamb_alt(inputs)
	return en_home_lamb_alt(inputs)
});