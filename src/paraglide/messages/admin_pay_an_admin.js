/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Pay_An_AdminInputs */

const en_admin_pay_an_admin = /** @type {(inputs: Admin_Pay_An_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an admin`)
};

const es_admin_pay_an_admin = /** @type {(inputs: Admin_Pay_An_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un administrador`)
};

/**
* | output |
* | --- |
* | "an admin" |
*
* @param {Admin_Pay_An_AdminInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_an_admin = /** @type {((inputs?: Admin_Pay_An_AdminInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pay_An_AdminInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_pay_an_admin(inputs)
	return en_admin_pay_an_admin(inputs)
});