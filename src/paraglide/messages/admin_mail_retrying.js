/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Mail_RetryingInputs */

const en_admin_mail_retrying = /** @type {(inputs: Admin_Mail_RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retrying`)
};

const es_admin_mail_retrying = /** @type {(inputs: Admin_Mail_RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reintentando`)
};

/**
* | output |
* | --- |
* | "Retrying" |
*
* @param {Admin_Mail_RetryingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_retrying = /** @type {((inputs?: Admin_Mail_RetryingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mail_RetryingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_mail_retrying(inputs)
	return en_admin_mail_retrying(inputs)
});