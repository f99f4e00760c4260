/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Badges_TitleInputs */

const en_home_badges_title = /** @type {(inputs: Home_Badges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My badges`)
};

const es_home_badges_title = /** @type {(inputs: Home_Badges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis insignias`)
};

/**
* | output |
* | --- |
* | "My badges" |
*
* @param {Home_Badges_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_badges_title = /** @type {((inputs?: Home_Badges_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Badges_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_badges_title(inputs)
	return en_home_badges_title(inputs)
});