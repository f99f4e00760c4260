/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Confirm_WelcomeInputs */

const en_mail_confirm_welcome = /** @type {(inputs: Mail_Confirm_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to ${i?.siteName}! Please confirm your e-mail address to activate your account. The link works once and for 24 hours.`)
};

const es_mail_confirm_welcome = /** @type {(inputs: Mail_Confirm_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Te damos la bienvenida a ${i?.siteName}! Confirma tu dirección de correo para activar tu cuenta. El enlace funciona una sola vez y durante 24 horas.`)
};

/**
* | output |
* | --- |
* | "Welcome to {siteName}! Please confirm your e-mail address to activate your account. The link works once and for 24 hours." |
*
* @param {Mail_Confirm_WelcomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_welcome = /** @type {((inputs: Mail_Confirm_WelcomeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirm_WelcomeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_confirm_welcome(inputs)
	return en_mail_confirm_welcome(inputs)
});