/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Pay_RecentInputs */

const en_admin_pay_recent = /** @type {(inputs: Admin_Pay_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recently attached`)
};

const es_admin_pay_recent = /** @type {(inputs: Admin_Pay_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vinculados recientemente`)
};

/**
* | output |
* | --- |
* | "Recently attached" |
*
* @param {Admin_Pay_RecentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_recent = /** @type {((inputs?: Admin_Pay_RecentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pay_RecentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_pay_recent(inputs)
	return en_admin_pay_recent(inputs)
});