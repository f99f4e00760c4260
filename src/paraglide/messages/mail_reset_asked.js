/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Reset_AskedInputs */

const en_mail_reset_asked = /** @type {(inputs: Mail_Reset_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We received a request to reset the password of your ${i?.siteName} account.`)
};

const es_mail_reset_asked = /** @type {(inputs: Mail_Reset_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibimos una solicitud para cambiar la contraseña de tu cuenta de ${i?.siteName}.`)
};

/**
* | output |
* | --- |
* | "We received a request to reset the password of your {siteName} account." |
*
* @param {Mail_Reset_AskedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_reset_asked = /** @type {((inputs: Mail_Reset_AskedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_AskedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_reset_asked(inputs)
	return en_mail_reset_asked(inputs)
});