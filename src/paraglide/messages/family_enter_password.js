/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Enter_PasswordInputs */

const en_family_enter_password = /** @type {(inputs: Family_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your password.`)
};

const es_family_enter_password = /** @type {(inputs: Family_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe tu contraseña.`)
};

/**
* | output |
* | --- |
* | "Please enter your password." |
*
* @param {Family_Enter_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_enter_password = /** @type {((inputs?: Family_Enter_PasswordInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Enter_PasswordInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_enter_password(inputs)
	return en_family_enter_password(inputs)
});