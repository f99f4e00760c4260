/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Exists_Reset_LinkInputs */

const en_mail_exists_reset_link = /** @type {(inputs: Mail_Exists_Reset_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Forgot your password? ${i?.link}`)
};

const es_mail_exists_reset_link = /** @type {(inputs: Mail_Exists_Reset_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Olvidaste tu contraseña? ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Forgot your password? {link}" |
*
* @param {Mail_Exists_Reset_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_exists_reset_link = /** @type {((inputs: Mail_Exists_Reset_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Exists_Reset_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_exists_reset_link(inputs)
	return en_mail_exists_reset_link(inputs)
});