/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Mail_RefreshInputs */

const en_admin_mail_refresh = /** @type {(inputs: Admin_Mail_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh mail status`)
};

const es_admin_mail_refresh = /** @type {(inputs: Admin_Mail_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizar el estado del correo`)
};

/**
* | output |
* | --- |
* | "Refresh mail status" |
*
* @param {Admin_Mail_RefreshInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_refresh = /** @type {((inputs?: Admin_Mail_RefreshInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mail_RefreshInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_mail_refresh(inputs)
	return en_admin_mail_refresh(inputs)
});