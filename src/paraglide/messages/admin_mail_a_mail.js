/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Mail_A_MailInputs */

const en_admin_mail_a_mail = /** @type {(inputs: Admin_Mail_A_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a mail`)
};

const es_admin_mail_a_mail = /** @type {(inputs: Admin_Mail_A_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un correo`)
};

/**
* | output |
* | --- |
* | "a mail" |
*
* @param {Admin_Mail_A_MailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_a_mail = /** @type {((inputs?: Admin_Mail_A_MailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mail_A_MailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_mail_a_mail(inputs)
	return en_admin_mail_a_mail(inputs)
});