/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Changed_DoneInputs */

const en_mail_changed_done = /** @type {(inputs: Mail_Changed_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The password of your ${i?.siteName} account was just changed, and every other signed-in device was signed out.`)
};

const es_mail_changed_done = /** @type {(inputs: Mail_Changed_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se acaba de cambiar la contraseña de tu cuenta de ${i?.siteName}, y se cerró la sesión en todos los demás dispositivos.`)
};

/**
* | output |
* | --- |
* | "The password of your {siteName} account was just changed, and every other signed-in device was signed out." |
*
* @param {Mail_Changed_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_changed_done = /** @type {((inputs: Mail_Changed_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Changed_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_changed_done(inputs)
	return en_mail_changed_done(inputs)
});