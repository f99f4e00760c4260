/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Proverb_HeadingInputs */

const en_admin_proverb_heading = /** @type {(inputs: Admin_Proverb_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wisdom Proverbs`)
};

const es_admin_proverb_heading = /** @type {(inputs: Admin_Proverb_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverbios de sabiduría`)
};

/**
* | output |
* | --- |
* | "Wisdom Proverbs" |
*
* @param {Admin_Proverb_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_heading = /** @type {((inputs?: Admin_Proverb_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_heading(inputs)
	return en_admin_proverb_heading(inputs)
});