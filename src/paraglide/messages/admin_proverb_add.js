/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Proverb_AddInputs */

const en_admin_proverb_add = /** @type {(inputs: Admin_Proverb_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Proverb`)
};

const es_admin_proverb_add = /** @type {(inputs: Admin_Proverb_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar proverbio`)
};

/**
* | output |
* | --- |
* | "Add Proverb" |
*
* @param {Admin_Proverb_AddInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_add = /** @type {((inputs?: Admin_Proverb_AddInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_AddInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_add(inputs)
	return en_admin_proverb_add(inputs)
});