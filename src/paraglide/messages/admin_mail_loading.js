/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Mail_LoadingInputs */

const en_admin_mail_loading = /** @type {(inputs: Admin_Mail_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading mail status...`)
};

const es_admin_mail_loading = /** @type {(inputs: Admin_Mail_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el estado del correo...`)
};

/**
* | output |
* | --- |
* | "Loading mail status..." |
*
* @param {Admin_Mail_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_loading = /** @type {((inputs?: Admin_Mail_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mail_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_mail_loading(inputs)
	return en_admin_mail_loading(inputs)
});