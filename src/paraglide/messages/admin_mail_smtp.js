/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Mail_SmtpInputs */

const en_admin_mail_smtp = /** @type {(inputs: Admin_Mail_SmtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent over SMTP.`)
};

const es_admin_mail_smtp = /** @type {(inputs: Admin_Mail_SmtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviado por SMTP.`)
};

/**
* | output |
* | --- |
* | "Sent over SMTP." |
*
* @param {Admin_Mail_SmtpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_smtp = /** @type {((inputs?: Admin_Mail_SmtpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mail_SmtpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_mail_smtp(inputs)
	return en_admin_mail_smtp(inputs)
});