/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ active: NonNullable<unknown>, count: NonNullable<unknown> }} Admin_Proverb_List_CountInputs */

const en_admin_proverb_list_count = /** @type {(inputs: Admin_Proverb_List_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All proverbs (${i?.active} active of ${i?.count})`)
};

const es_admin_proverb_list_count = /** @type {(inputs: Admin_Proverb_List_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos los proverbios (${i?.active} activos de ${i?.count})`)
};

/**
* | output |
* | --- |
* | "All proverbs ({active} active of {count})" |
*
* @param {Admin_Proverb_List_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_list_count = /** @type {((inputs: Admin_Proverb_List_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_List_CountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_list_count(inputs)
	return en_admin_proverb_list_count(inputs)
});