/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Profile_Name_InvalidInputs */

const en_api_profile_name_invalid = /** @type {(inputs: Api_Profile_Name_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use letters only: a first name or nickname, no e-mail or surname.`)
};

const es_api_profile_name_invalid = /** @type {(inputs: Api_Profile_Name_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa solo letras: un nombre o un apodo, sin correo ni apellido.`)
};

/**
* | output |
* | --- |
* | "Use letters only: a first name or nickname, no e-mail or surname." |
*
* @param {Api_Profile_Name_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_profile_name_invalid = /** @type {((inputs?: Api_Profile_Name_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Profile_Name_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_profile_name_invalid(inputs)
	return en_api_profile_name_invalid(inputs)
});