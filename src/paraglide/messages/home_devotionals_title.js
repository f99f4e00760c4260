/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Devotionals_TitleInputs */

const en_home_devotionals_title = /** @type {(inputs: Home_Devotionals_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily Devotionals`)
};

const es_home_devotionals_title = /** @type {(inputs: Home_Devotionals_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocionales diarios`)
};

/**
* | output |
* | --- |
* | "Daily Devotionals" |
*
* @param {Home_Devotionals_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_devotionals_title = /** @type {((inputs?: Home_Devotionals_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Devotionals_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_devotionals_title(inputs)
	return en_home_devotionals_title(inputs)
});