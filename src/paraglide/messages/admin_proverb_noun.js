/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Proverb_NounInputs */

const en_admin_proverb_noun = /** @type {(inputs: Admin_Proverb_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`proverbs`)
};

const es_admin_proverb_noun = /** @type {(inputs: Admin_Proverb_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`proverbios`)
};

/**
* | output |
* | --- |
* | "proverbs" |
*
* @param {Admin_Proverb_NounInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_noun = /** @type {((inputs?: Admin_Proverb_NounInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_NounInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_noun(inputs)
	return en_admin_proverb_noun(inputs)
});