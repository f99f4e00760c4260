/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Devotional_List_CountInputs */

const en_admin_devotional_list_count = /** @type {(inputs: Admin_Devotional_List_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All devotionals (${i?.count})`)
};

const es_admin_devotional_list_count = /** @type {(inputs: Admin_Devotional_List_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos los devocionales (${i?.count})`)
};

/**
* | output |
* | --- |
* | "All devotionals ({count})" |
*
* @param {Admin_Devotional_List_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_list_count = /** @type {((inputs: Admin_Devotional_List_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_List_CountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_list_count(inputs)
	return en_admin_devotional_list_count(inputs)
});