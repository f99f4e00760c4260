/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Exists_Sign_In_LinkInputs */

const en_mail_exists_sign_in_link = /** @type {(inputs: Mail_Exists_Sign_In_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in: ${i?.link}`)
};

const es_mail_exists_sign_in_link = /** @type {(inputs: Mail_Exists_Sign_In_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Iniciar sesión: ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Sign in: {link}" |
*
* @param {Mail_Exists_Sign_In_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_exists_sign_in_link = /** @type {((inputs: Mail_Exists_Sign_In_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Exists_Sign_In_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_exists_sign_in_link(inputs)
	return en_mail_exists_sign_in_link(inputs)
});