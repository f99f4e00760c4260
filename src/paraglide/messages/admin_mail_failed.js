/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Mail_FailedInputs */

const en_admin_mail_failed = /** @type {(inputs: Admin_Mail_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed`)
};

const es_admin_mail_failed = /** @type {(inputs: Admin_Mail_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falló`)
};

/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Admin_Mail_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_failed = /** @type {((inputs?: Admin_Mail_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mail_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_mail_failed(inputs)
	return en_admin_mail_failed(inputs)
});