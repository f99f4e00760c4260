/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Subs_No_EndInputs */

const en_admin_subs_no_end = /** @type {(inputs: Admin_Subs_No_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no end`)
};

const es_admin_subs_no_end = /** @type {(inputs: Admin_Subs_No_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin fin`)
};

/**
* | output |
* | --- |
* | "no end" |
*
* @param {Admin_Subs_No_EndInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_no_end = /** @type {((inputs?: Admin_Subs_No_EndInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subs_No_EndInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_subs_no_end(inputs)
	return en_admin_subs_no_end(inputs)
});