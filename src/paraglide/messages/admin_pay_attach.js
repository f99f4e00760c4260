/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Pay_AttachInputs */

const en_admin_pay_attach = /** @type {(inputs: Admin_Pay_AttachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attach to Account`)
};

const es_admin_pay_attach = /** @type {(inputs: Admin_Pay_AttachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vincular a la cuenta`)
};

/**
* | output |
* | --- |
* | "Attach to Account" |
*
* @param {Admin_Pay_AttachInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_attach = /** @type {((inputs?: Admin_Pay_AttachInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pay_AttachInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_pay_attach(inputs)
	return en_admin_pay_attach(inputs)
});