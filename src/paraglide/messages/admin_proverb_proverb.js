/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Proverb_ProverbInputs */

const en_admin_proverb_proverb = /** @type {(inputs: Admin_Proverb_ProverbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverb`)
};

const es_admin_proverb_proverb = /** @type {(inputs: Admin_Proverb_ProverbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverbio`)
};

/**
* | output |
* | --- |
* | "Proverb" |
*
* @param {Admin_Proverb_ProverbInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_proverb = /** @type {((inputs?: Admin_Proverb_ProverbInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_ProverbInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_proverb(inputs)
	return en_admin_proverb_proverb(inputs)
});