/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Api_Password_Too_LongInputs */

const en_api_password_too_long = /** @type {(inputs: Api_Password_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Password should be at most ${i?.max} characters.`)
};

const es_api_password_too_long = /** @type {(inputs: Api_Password_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La contraseña puede tener como máximo ${i?.max} caracteres.`)
};

/**
* | output |
* | --- |
* | "Password should be at most {max} characters." |
*
* @param {Api_Password_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_password_too_long = /** @type {((inputs: Api_Password_Too_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Password_Too_LongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_password_too_long(inputs)
	return en_api_password_too_long(inputs)
});