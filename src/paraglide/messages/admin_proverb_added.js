/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Proverb_AddedInputs */

const en_admin_proverb_added = /** @type {(inputs: Admin_Proverb_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverb Added`)
};

const es_admin_proverb_added = /** @type {(inputs: Admin_Proverb_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverbio agregado`)
};

/**
* | output |
* | --- |
* | "Proverb Added" |
*
* @param {Admin_Proverb_AddedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_added = /** @type {((inputs?: Admin_Proverb_AddedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_AddedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_added(inputs)
	return en_admin_proverb_added(inputs)
});