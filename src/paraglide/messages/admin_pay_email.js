/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Pay_EmailInputs */

const en_admin_pay_email = /** @type {(inputs: Admin_Pay_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account's email`)
};

const es_admin_pay_email = /** @type {(inputs: Admin_Pay_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo de la cuenta`)
};

/**
* | output |
* | --- |
* | "Account's email" |
*
* @param {Admin_Pay_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_email = /** @type {((inputs?: Admin_Pay_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pay_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_pay_email(inputs)
	return en_admin_pay_email(inputs)
});