/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Subs_ClearInputs */

const en_admin_subs_clear = /** @type {(inputs: Admin_Subs_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear Plan`)
};

const es_admin_subs_clear = /** @type {(inputs: Admin_Subs_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar plan`)
};

/**
* | output |
* | --- |
* | "Clear Plan" |
*
* @param {Admin_Subs_ClearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_clear = /** @type {((inputs?: Admin_Subs_ClearInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subs_ClearInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_subs_clear(inputs)
	return en_admin_subs_clear(inputs)
});