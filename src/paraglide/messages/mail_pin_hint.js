/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Pin_HintInputs */

const en_mail_pin_hint = /** @type {(inputs: Mail_Pin_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If it was a child trying, there is nothing to do. If you forgot the PIN, change it on your Family page with your account password. A longer PIN (up to 8 digits) is much harder to guess.`)
};

const es_mail_pin_hint = /** @type {(inputs: Mail_Pin_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si era un niño intentándolo, no hace falta hacer nada. Si olvidaste el PIN, cámbialo en tu página de la familia con la contraseña de tu cuenta. Un PIN más largo (hasta 8 cifras) es mucho más difícil de adivinar.`)
};

/**
* | output |
* | --- |
* | "If it was a child trying, there is nothing to do. If you forgot the PIN, change it on your Family page with your account password. A longer PIN (up to 8 digi..." |
*
* @param {Mail_Pin_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_pin_hint = /** @type {((inputs?: Mail_Pin_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Pin_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_pin_hint(inputs)
	return en_mail_pin_hint(inputs)
});