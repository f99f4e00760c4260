/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Proverb_WhyInputs */

const en_admin_proverb_why = /** @type {(inputs: Admin_Proverb_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why does this matter?`)
};

const es_admin_proverb_why = /** @type {(inputs: Admin_Proverb_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Por qué es importante?`)
};

/**
* | output |
* | --- |
* | "Why does this matter?" |
*
* @param {Admin_Proverb_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_why = /** @type {((inputs?: Admin_Proverb_WhyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_WhyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_why(inputs)
	return en_admin_proverb_why(inputs)
});