/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Subs_EmailInputs */

const en_admin_subs_email = /** @type {(inputs: Admin_Subs_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User's email`)
};

const es_admin_subs_email = /** @type {(inputs: Admin_Subs_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo del usuario`)
};

/**
* | output |
* | --- |
* | "User's email" |
*
* @param {Admin_Subs_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_email = /** @type {((inputs?: Admin_Subs_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subs_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_subs_email(inputs)
	return en_admin_subs_email(inputs)
});