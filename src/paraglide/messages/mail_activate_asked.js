/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Activate_AskedInputs */

const en_mail_activate_asked = /** @type {(inputs: Mail_Activate_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone asked for a new link to activate your ${i?.siteName} account.`)
};

const es_mail_activate_asked = /** @type {(inputs: Mail_Activate_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien pidió un enlace nuevo para activar tu cuenta de ${i?.siteName}.`)
};

/**
* | output |
* | --- |
* | "Someone asked for a new link to activate your {siteName} account." |
*
* @param {Mail_Activate_AskedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_activate_asked = /** @type {((inputs: Mail_Activate_AskedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Activate_AskedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_activate_asked(inputs)
	return en_mail_activate_asked(inputs)
});