/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Proverb_Reference_HintInputs */

const en_admin_proverb_reference_hint = /** @type {(inputs: Admin_Proverb_Reference_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For example Proverbs 15:1 (optional).`)
};

const es_admin_proverb_reference_hint = /** @type {(inputs: Admin_Proverb_Reference_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por ejemplo Proverbios 15:1 (opcional).`)
};

/**
* | output |
* | --- |
* | "For example Proverbs 15:1 (optional)." |
*
* @param {Admin_Proverb_Reference_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_reference_hint = /** @type {((inputs?: Admin_Proverb_Reference_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_Reference_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_reference_hint(inputs)
	return en_admin_proverb_reference_hint(inputs)
});