/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Activate_HintInputs */

const en_mail_activate_hint = /** @type {(inputs: Mail_Activate_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your password with the link below to activate the account. The link works once and for 24 hours. If you did not ask for this, you can ignore this e-mail.`)
};

const es_mail_activate_hint = /** @type {(inputs: Mail_Activate_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige tu contraseña con el enlace de abajo para activar la cuenta. El enlace funciona una sola vez y durante 24 horas. Si no lo pediste tú, puedes ignorar este correo.`)
};

/**
* | output |
* | --- |
* | "Choose your password with the link below to activate the account. The link works once and for 24 hours. If you did not ask for this, you can ignore this e-mail." |
*
* @param {Mail_Activate_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_activate_hint = /** @type {((inputs?: Mail_Activate_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Activate_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_activate_hint(inputs)
	return en_mail_activate_hint(inputs)
});