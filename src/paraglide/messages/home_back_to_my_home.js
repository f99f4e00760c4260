/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Back_To_My_HomeInputs */

const en_home_back_to_my_home = /** @type {(inputs: Home_Back_To_My_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to my home`)
};

const es_home_back_to_my_home = /** @type {(inputs: Home_Back_To_My_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a mi inicio`)
};

/**
* | output |
* | --- |
* | "Back to my home" |
*
* @param {Home_Back_To_My_HomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_back_to_my_home = /** @type {((inputs?: Home_Back_To_My_HomeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Back_To_My_HomeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_back_to_my_home(inputs)
	return en_home_back_to_my_home(inputs)
});