/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Subs_GiveInputs */

const en_admin_subs_give = /** @type {(inputs: Admin_Subs_GiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give Plan`)
};

const es_admin_subs_give = /** @type {(inputs: Admin_Subs_GiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otorgar plan`)
};

/**
* | output |
* | --- |
* | "Give Plan" |
*
* @param {Admin_Subs_GiveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_give = /** @type {((inputs?: Admin_Subs_GiveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subs_GiveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_subs_give(inputs)
	return en_admin_subs_give(inputs)
});