/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Age_Band_RequiredInputs */

const en_api_age_band_required = /** @type {(inputs: Api_Age_Band_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose an age group.`)
};

const es_api_age_band_required = /** @type {(inputs: Api_Age_Band_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un grupo de edad.`)
};

/**
* | output |
* | --- |
* | "Please choose an age group." |
*
* @param {Api_Age_Band_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_age_band_required = /** @type {((inputs?: Api_Age_Band_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Age_Band_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_age_band_required(inputs)
	return en_api_age_band_required(inputs)
});