/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Mail_ProblemsInputs */

const en_admin_mail_problems = /** @type {(inputs: Admin_Mail_ProblemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mails that failed or are being retried`)
};

const es_admin_mail_problems = /** @type {(inputs: Admin_Mail_ProblemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correos que fallaron o se están reintentando`)
};

/**
* | output |
* | --- |
* | "Mails that failed or are being retried" |
*
* @param {Admin_Mail_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_problems = /** @type {((inputs?: Admin_Mail_ProblemsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mail_ProblemsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_mail_problems(inputs)
	return en_admin_mail_problems(inputs)
});