/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Verses_Today_LinkInputs */

const en_home_verses_today_link = /** @type {(inputs: Home_Verses_Today_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verses to practise today`)
};

const es_home_verses_today_link = /** @type {(inputs: Home_Verses_Today_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versículos para practicar hoy`)
};

/**
* | output |
* | --- |
* | "Verses to practise today" |
*
* @param {Home_Verses_Today_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_verses_today_link = /** @type {((inputs?: Home_Verses_Today_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Verses_Today_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_verses_today_link(inputs)
	return en_home_verses_today_link(inputs)
});