/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Reset_HintInputs */

const en_mail_reset_hint = /** @type {(inputs: Mail_Reset_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password with the link below. It works once and for one hour. If you did not ask for this, you can ignore this e-mail: your password stays the same.`)
};

const es_mail_reset_hint = /** @type {(inputs: Mail_Reset_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una contraseña nueva con el enlace de abajo. Funciona una sola vez y durante una hora. Si no lo pediste tú, puedes ignorar este correo: tu contraseña sigue igual.`)
};

/**
* | output |
* | --- |
* | "Choose a new password with the link below. It works once and for one hour. If you did not ask for this, you can ignore this e-mail: your password stays the s..." |
*
* @param {Mail_Reset_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_reset_hint = /** @type {((inputs?: Mail_Reset_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_reset_hint(inputs)
	return en_mail_reset_hint(inputs)
});