/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_NameInputs */

const en_admin_no_name = /** @type {(inputs: Admin_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No name`)
};

const es_admin_no_name = /** @type {(inputs: Admin_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin nombre`)
};

/**
* | output |
* | --- |
* | "No name" |
*
* @param {Admin_No_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_no_name = /** @type {((inputs?: Admin_No_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_no_name(inputs)
	return en_admin_no_name(inputs)
});