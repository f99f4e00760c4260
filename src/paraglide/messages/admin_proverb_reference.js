/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Proverb_ReferenceInputs */

const en_admin_proverb_reference = /** @type {(inputs: Admin_Proverb_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference`)
};

const es_admin_proverb_reference = /** @type {(inputs: Admin_Proverb_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referencia`)
};

/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Admin_Proverb_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_reference = /** @type {((inputs?: Admin_Proverb_ReferenceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_ReferenceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_reference(inputs)
	return en_admin_proverb_reference(inputs)
});