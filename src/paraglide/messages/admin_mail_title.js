/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Mail_TitleInputs */

const en_admin_mail_title = /** @type {(inputs: Admin_Mail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail`)
};

const es_admin_mail_title = /** @type {(inputs: Admin_Mail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo`)
};

/**
* | output |
* | --- |
* | "Mail" |
*
* @param {Admin_Mail_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_title = /** @type {((inputs?: Admin_Mail_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mail_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_mail_title(inputs)
	return en_admin_mail_title(inputs)
});