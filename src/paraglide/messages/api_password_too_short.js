/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Api_Password_Too_ShortInputs */

const en_api_password_too_short = /** @type {(inputs: Api_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Password should be at least ${i?.min} characters.`)
};

const es_api_password_too_short = /** @type {(inputs: Api_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La contraseña debe tener al menos ${i?.min} caracteres.`)
};

/**
* | output |
* | --- |
* | "Password should be at least {min} characters." |
*
* @param {Api_Password_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_password_too_short = /** @type {((inputs: Api_Password_Too_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Password_Too_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_password_too_short(inputs)
	return en_api_password_too_short(inputs)
});