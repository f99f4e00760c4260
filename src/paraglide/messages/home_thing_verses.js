/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Thing_VersesInputs */

const en_home_thing_verses = /** @type {(inputs: Home_Thing_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practise your memory verses`)
};

const es_home_thing_verses = /** @type {(inputs: Home_Thing_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repasa tus versículos`)
};

/**
* | output |
* | --- |
* | "Practise your memory verses" |
*
* @param {Home_Thing_VersesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_verses = /** @type {((inputs?: Home_Thing_VersesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_VersesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_thing_verses(inputs)
	return en_home_thing_verses(inputs)
});