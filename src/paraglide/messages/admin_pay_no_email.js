/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Pay_No_EmailInputs */

const en_admin_pay_no_email = /** @type {(inputs: Admin_Pay_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no e-mail`)
};

const es_admin_pay_no_email = /** @type {(inputs: Admin_Pay_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin correo`)
};

/**
* | output |
* | --- |
* | "no e-mail" |
*
* @param {Admin_Pay_No_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_no_email = /** @type {((inputs?: Admin_Pay_No_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pay_No_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_pay_no_email(inputs)
	return en_admin_pay_no_email(inputs)
});