/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Subs_FreeInputs */

const en_admin_subs_free = /** @type {(inputs: Admin_Subs_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`free plan`)
};

const es_admin_subs_free = /** @type {(inputs: Admin_Subs_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`plan gratuito`)
};

/**
* | output |
* | --- |
* | "free plan" |
*
* @param {Admin_Subs_FreeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_free = /** @type {((inputs?: Admin_Subs_FreeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subs_FreeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_subs_free(inputs)
	return en_admin_subs_free(inputs)
});