/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_SwitchInputs */

const en_home_switch = /** @type {(inputs: Home_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not you? Choose who is learning`)
};

const es_home_switch = /** @type {(inputs: Home_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿No eres tú? Elige quién aprende`)
};

/**
* | output |
* | --- |
* | "Not you? Choose who is learning" |
*
* @param {Home_SwitchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_switch = /** @type {((inputs?: Home_SwitchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_SwitchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_switch(inputs)
	return en_home_switch(inputs)
});