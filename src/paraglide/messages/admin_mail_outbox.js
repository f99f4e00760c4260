/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Mail_OutboxInputs */

const en_admin_mail_outbox = /** @type {(inputs: Admin_Mail_OutboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No SMTP_URL: mails are written to the outbox folder.`)
};

const es_admin_mail_outbox = /** @type {(inputs: Admin_Mail_OutboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin SMTP_URL: los correos se escriben en la carpeta de salida.`)
};

/**
* | output |
* | --- |
* | "No SMTP_URL: mails are written to the outbox folder." |
*
* @param {Admin_Mail_OutboxInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_outbox = /** @type {((inputs?: Admin_Mail_OutboxInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mail_OutboxInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_mail_outbox(inputs)
	return en_admin_mail_outbox(inputs)
});