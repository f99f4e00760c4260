/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Profile_Name_RequiredInputs */

const en_api_profile_name_required = /** @type {(inputs: Api_Profile_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a first name or nickname.`)
};

const es_api_profile_name_required = /** @type {(inputs: Api_Profile_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un nombre o un apodo.`)
};

/**
* | output |
* | --- |
* | "Please enter a first name or nickname." |
*
* @param {Api_Profile_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_profile_name_required = /** @type {((inputs?: Api_Profile_Name_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Profile_Name_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_profile_name_required(inputs)
	return en_api_profile_name_required(inputs)
});